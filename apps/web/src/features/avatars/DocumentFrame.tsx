import { useCallback, useRef, useState } from 'react';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SkeletonCard } from '../../components/Skeleton';
import { Notice } from '../../components/Notice';
import { usePublicConfig } from '../../lib/public-config';
import { useSentinel } from '../../lib/useSentinel';
import { useTheme } from '../../lib/theme/useTheme';
import { AVATARS_TEXTS } from './avatars-texts';
import { BlueprintContents } from './BlueprintContents';
import { documentFrame, themedDocumentUrl } from './document-frame';
import { scrollToSection, useBlueprintLayout } from './useBlueprintLayout';

function OpenDocumentLink({ url, className = '' }: { url: string; className?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK_CLASS} text-sm ${className}`}>
      {AVATARS_TEXTS.openDocument}
    </a>
  );
}

/**
 * The avatar's Blueprint document, embedded, with a link that opens it in a new tab (to read or print). An
 * external document whose origin the portal may not frame (publicConfig.documentFrameOrigins) gets a notice and
 * the link instead.
 */
export function DocumentFrame({ url, name }: { url: string; name: string }) {
  const { dark } = useTheme();
  const config = usePublicConfig();
  const display = documentFrame(url, config.data?.documentFrameOrigins ?? []);
  if (!display) {
    return (
      <Notice>
        <p className="text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.noDocument}</p>
      </Notice>
    );
  }
  if (display.kind === 'external') {
    // Until the settings are known an allowed origin could look external.
    if (config.isPending) return <SkeletonCard lines={2} />;
    return (
      <Notice icon="file">
        <p className="text-base font-medium text-gray-700 dark:text-slate-300">{AVATARS_TEXTS.externalDocument}</p>
        <OpenDocumentLink url={url} />
      </Notice>
    );
  }
  return <FramedDocument url={themedDocumentUrl(url, dark)} openUrl={url} name={name} sandbox={display.sandbox} sized={display.sized === true} />;
}

interface FramedDocumentProps {
  url: string;
  /** The address 'Open document' opens (without the portal's theme). */
  openUrl: string;
  name: string;
  sandbox: string;
  /** The portal's own page: it reports its height and sections, so the frame takes the document's height. */
  sized: boolean;
}

/**
 * The frame loads its document when it comes this near the viewport. On a phone the document sits below the card,
 * and a frame's page is loaded and laid out on the same main thread as the portal's first screen: loaded only as
 * the reader scrolls towards it, it leaves that screen's script alone. Beside the card (a wide screen) it is in
 * view, so it loads at once.
 */
const FRAME_AHEAD = '300px 0px';

/**
 * The document in its sandboxed frame. The portal's own page is shown inline: the frame grows to the document's
 * height (the page scrolls, not the frame) and its sections are listed above it. Other framed documents keep a
 * frame of their own height.
 */
function FramedDocument({ url, openUrl, name, sandbox, sized }: FramedDocumentProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const layout = useBlueprintLayout(frame, sized);
  // Without IntersectionObserver nothing would say when: the frame loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const sentinel = useSentinel(!near, useCallback(() => setNear(true), []), null, FRAME_AHEAD);
  const title = AVATARS_TEXTS.documentOf(name);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      {sized && (
        <BlueprintContents
          sections={layout?.sections ?? null}
          loading={near}
          onJump={(section) => {
            if (frame.current) scrollToSection(frame.current, section.top);
          }}
        />
      )}
      {/* The border is the wrapper's: the frame's own box is then exactly the height the document reports. */}
      <div ref={sentinel} className="overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        {near ? (
          <iframe
            ref={frame}
            src={url}
            title={title}
            sandbox={sandbox}
            referrerPolicy="no-referrer"
            style={layout ? { height: layout.height } : undefined}
            className={`block w-full ${layout ? '' : 'h-[75vh] min-h-96'}`}
          />
        ) : (
          // The frame's place, at the height it starts at, so nothing moves when it comes.
          <div className="h-[75vh] min-h-96" />
        )}
      </div>
      <OpenDocumentLink url={openUrl} className="self-end" />
    </section>
  );
}
