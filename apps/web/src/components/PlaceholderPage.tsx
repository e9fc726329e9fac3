import { UI_TEXTS } from '../lib/ui-texts';
import { Notice } from './Notice';
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
      <Notice icon="sparkles">
        <p className="max-w-md text-base font-medium text-gray-700 dark:text-slate-300">{message}</p>
      </Notice>
    </>
  );
}
