import { UI_TEXTS } from '../lib/ui-texts';
import { Icon } from './icons';
import { SectionHeader } from './SectionHeader';

interface PlaceholderPageProps {
  title: string;
  message?: string;
}

/** A screen whose real content arrives in a later issue: its title plus a short note. */
export function PlaceholderPage({ title, message = UI_TEXTS.comingNext }: PlaceholderPageProps) {
  return (
    <>
      <SectionHeader title={title} />
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/40">
        <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon name="sparkles" className="size-6" />
        </span>
        <p className="max-w-md text-base font-medium text-gray-700 dark:text-slate-300">{message}</p>
      </section>
    </>
  );
}
