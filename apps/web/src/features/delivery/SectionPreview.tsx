import { SkeletonLines } from '../../components/Skeleton';
import { useBlueprintPreview } from './blueprint-preview-api';
import { DELIVERY_TEXTS } from './delivery-texts';

/** Reading styles for the rendered Markdown (the app has no typography plugin). */
const RENDERED_CLASS =
  'text-sm leading-relaxed text-gray-800 dark:text-slate-200 [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-300 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6';

/** One section as the document page will show it, rendered by the server. */
export function SectionPreview({ title, markdown }: { title: string; markdown: string }) {
  const preview = useBlueprintPreview(markdown);
  return (
    <section
      aria-label={DELIVERY_TEXTS.previewLabel(title)}
      className="min-h-24 rounded-lg border border-dashed border-gray-300 bg-gray-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-900"
    >
      {markdown.trim() === '' ? (
        <p className="text-sm text-gray-500 dark:text-slate-400">{DELIVERY_TEXTS.previewEmpty}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {DELIVERY_TEXTS.previewFailed}
        </p>
      ) : preview.isPending ? (
        <SkeletonLines lines={2} />
      ) : (
        // Safe to insert: markdownToSafeHtml on the server has already removed scripts, event handlers,
        // frames and javascript: links, the same sanitising the document page gets.
        <div className={RENDERED_CLASS} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      )}
    </section>
  );
}
