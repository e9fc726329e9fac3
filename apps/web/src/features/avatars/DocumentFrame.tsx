import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { Notice } from '../../components/Notice';
import { useTheme } from '../../lib/theme/useTheme';
import { AVATARS_TEXTS } from './avatars-texts';
import { documentFrame, themedDocumentUrl } from './document-frame';

/** The avatar's Blueprint document, embedded, with a link that opens it in a new tab (to read or print). */
export function DocumentFrame({ url, name }: { url: string; name: string }) {
  const { dark } = useTheme();
  const frame = documentFrame(url);
  if (!frame) {
    return (
      <Notice>
        <p className="text-gray-600 dark:text-slate-400">{AVATARS_TEXTS.noDocument}</p>
      </Notice>
    );
  }
  const title = AVATARS_TEXTS.documentOf(name);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <iframe
        src={themedDocumentUrl(url, dark)}
        title={title}
        sandbox={frame.sandbox}
        referrerPolicy="no-referrer"
        className="h-[75vh] min-h-96 w-full rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      />
      <a href={url} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK_CLASS} self-end text-sm`}>
        {AVATARS_TEXTS.openDocument}
      </a>
    </section>
  );
}
