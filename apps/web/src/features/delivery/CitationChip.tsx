import { QUOTE_MAX_LENGTH } from '@persona/shared';
import { Icon } from '../../components/icons';
import { DELIVERY_TEXTS } from './delivery-texts';
import { citationLabel, type PassageEntry } from './evidence-search';

interface CitationChipProps {
  passageId: string;
  /** The cited passage; undefined while the sources load, or when they have no such passage. */
  passage: PassageEntry | undefined;
  /** The passage is not one of the order's sources (the server's check, or the sources as loaded, say so). */
  unknown: boolean;
  onRemove: () => void;
}

const quoteOf = (text: string) => (text.length > QUOTE_MAX_LENGTH ? `${text.slice(0, QUOTE_MAX_LENGTH - 1)}…` : text);

/** One citation of a claim: its source and place (the quote on hover), removable; an unknown passage in red. */
export function CitationChip({ passageId, passage, unknown, onRemove }: CitationChipProps) {
  const label = passage ? citationLabel(passage) : unknown ? DELIVERY_TEXTS.unknownPassage(passageId) : passageId;
  return (
    <li
      title={unknown ? DELIVERY_TEXTS.unknownCitation : passage && quoteOf(passage.text)}
      className={`inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs ${
        unknown
          ? 'border-red-300 bg-red-50 text-red-700 dark:border-red-500/50 dark:bg-red-500/10 dark:text-red-300'
          : 'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-200'
      }`}
    >
      <span className="truncate">{label}</span>
      {unknown && <span className="sr-only">{DELIVERY_TEXTS.unknownCitation}</span>}
      <button
        type="button"
        aria-label={DELIVERY_TEXTS.removeCitation(label)}
        onClick={onRemove}
        className="grid size-5 shrink-0 place-items-center rounded-full hover:bg-black/10 disabled:opacity-50 dark:hover:bg-white/10"
      >
        <Icon name="close" className="size-3" />
      </button>
    </li>
  );
}
