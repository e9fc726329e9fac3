import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { LoadingView } from '../../components/LoadingView';
import { Notice } from '../../components/Notice';
import { usePublicConfig } from '../../lib/public-config';
import { useTheme } from '../../lib/theme/useTheme';
import { AVATARS_TEXTS } from './avatars-texts';
import { documentFrame, themedDocumentUrl } from './document-frame';

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
    if (config.isPending) return <LoadingView />;
    return (
      <Notice icon="file">
        <p className="text-base font-medium text-gray-700 dark:text-slate-300">{AVATARS_TEXTS.externalDocument}</p>
        <OpenDocumentLink url={url} />
      </Notice>
    );
  }
  const title = AVATARS_TEXTS.documentOf(name);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <iframe
        src={themedDocumentUrl(url, dark)}
        title={title}
        sandbox={display.sandbox}
        referrerPolicy="no-referrer"
        className="h-[75vh] min-h-96 w-full rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      />
      <OpenDocumentLink url={url} className="self-end" />
    </section>
  );
}
