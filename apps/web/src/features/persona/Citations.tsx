import type { ChatCitation } from '@persona/shared';
import { hasEvidence, placeOf, quoteText } from './citation-evidence';
import { PERSONA_TEXTS } from './persona-texts';

const CHIP =
  'inline-block max-w-[min(16rem,100%)] truncate rounded-full border border-indigo-200 bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-100 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200 dark:hover:bg-indigo-500/20';

function SectionLink({ citation }: { citation: ChatCitation }) {
  return (
    <a href={citation.url} target="_blank" rel="noopener" title={PERSONA_TEXTS.openSection(citation.title)} className={CHIP}>
      {citation.title}
    </a>
  );
}

/** The quotes behind a cited section's claims, each with its source and place, and the assumption label. */
function Evidence({ citation }: { citation: ChatCitation }) {
  return (
    <div className="mt-1 flex flex-col gap-1.5 pl-2">
      {citation.assumption && (
        <span title={PERSONA_TEXTS.assumptionTitle} className="self-start rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
          {PERSONA_TEXTS.assumption}
        </span>
      )}
      {(citation.evidence?.length ?? 0) > 0 && (
        <ul aria-label={PERSONA_TEXTS.evidence(citation.title)} className="flex flex-col gap-1.5">
          {citation.evidence!.map((quote, i) => (
            <li key={i}>
              <figure className="border-l-2 border-indigo-200 pl-2 text-xs dark:border-indigo-500/40">
                <blockquote className="break-words text-gray-800 italic dark:text-slate-200">“{quoteText(quote)}”</blockquote>
                <figcaption className="text-gray-500 dark:text-slate-400">— {placeOf(quote)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The Blueprint sections an answer relied on: small labels that open each section in the document page; for a
 * Blueprint built on evidence, under each section the quotes behind what the answer said, and an "Assumption"
 * label when it rested on a guess.
 */
export function Citations({ citations }: { citations: ChatCitation[] }) {
  if (citations.length === 0) return null;
  const withEvidence = citations.some(hasEvidence);
  return (
    <ul aria-label={PERSONA_TEXTS.sources} className={withEvidence ? 'mt-2 flex flex-col gap-2' : 'mt-2 flex flex-wrap gap-1.5'}>
      {citations.map((citation) => (
        <li key={citation.key} className="max-w-full min-w-0">
          <SectionLink citation={citation} />
          {hasEvidence(citation) && <Evidence citation={citation} />}
        </li>
      ))}
    </ul>
  );
}
