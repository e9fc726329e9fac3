import type { ChatCitation } from '@persona/shared';
import { PERSONA_TEXTS } from './persona-texts';

/** The Blueprint sections an answer relied on: small labels that open each section in the document page. */
export function Citations({ citations }: { citations: ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <ul aria-label={PERSONA_TEXTS.sources} className="mt-2 flex flex-wrap gap-1.5">
      {citations.map((citation) => (
        <li key={citation.key}>
          <a
            href={citation.url}
            target="_blank"
            rel="noopener"
            title={PERSONA_TEXTS.openSection(citation.title)}
            className="inline-block max-w-64 truncate rounded-full border border-indigo-200 bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-100 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200 dark:hover:bg-indigo-500/20"
          >
            {citation.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
