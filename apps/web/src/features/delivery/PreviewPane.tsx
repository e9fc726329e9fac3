import { useId } from 'react';
import { HINT_CLASS } from '../../components/field-styles';
import { useDebounced } from '../../lib/useDebounced';
import { DELIVERY_TEXTS } from './delivery-texts';
import { SectionPreview } from './SectionPreview';

interface PreviewPaneProps {
  /** The section being edited (its title), or null before one is. */
  section: string | null;
  markdown: string;
  /** Below the widest layout the pane is toggled from the action bar. */
  open: boolean;
}

/** The live preview of the section being edited, rendered by the server once typing pauses. */
export function PreviewPane({ section, markdown, open }: PreviewPaneProps) {
  const headingId = useId();
  const settled = useDebounced(markdown, 300);
  return (
    <section
      aria-labelledby={headingId}
      className={`${open ? 'fixed inset-x-3 bottom-40 z-30 sm:bottom-28 max-h-[55dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900' : 'hidden'} xl:static xl:z-auto xl:block xl:max-h-none xl:overflow-visible xl:rounded-none xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none xl:dark:bg-transparent`}
    >
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-gray-800 dark:text-slate-200">
        {DELIVERY_TEXTS.preview}
      </h2>
      {section ? <SectionPreview title={section} markdown={settled} /> : <p className={HINT_CLASS}>{DELIVERY_TEXTS.previewPick}</p>}
    </section>
  );
}
