import { CLAIM_MAX_LENGTH } from '@persona/shared';
import { useId } from 'react';
import { FIELD_CLASS, HINT_CLASS } from '../../components/field-styles';
import { IconButton } from '../../components/IconButton';
import { LengthHint, lengthHintProps } from '../../components/LengthHint';
import { CitationChip } from './CitationChip';
import type { ClaimDraft, ClaimMark } from './claims-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import type { PassageEntry } from './evidence-search';

interface ClaimItemProps {
  /** "Claim 2 of Pains and frustrations": names its field and buttons. */
  label: string;
  claim: ClaimDraft;
  /** The server's mark for the claim as it reads now; undefined while blank or not yet checked. */
  mark: ClaimMark | undefined;
  checking: boolean;
  /** The claim the panel's Cite buttons add to. */
  selected: boolean;
  first: boolean;
  last: boolean;
  passages: ReadonlyMap<string, PassageEntry> | undefined;
  onSelect: () => void;
  onChange: (patch: Partial<Omit<ClaimDraft, 'id'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onRemoveCitation: (passageId: string) => void;
}

const MARK_CLASS = {
  supported: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  weak: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  unsupported: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
} as const;

/**
 * One claim: its text, the server's support mark, its citations as chips and whether it is kept as an assumption.
 * An unsupported claim not kept as one is outlined in red: the server refuses to deliver it.
 */
export function ClaimItem({ label, claim, mark, checking, selected, first, last, passages, onSelect, onChange, onMove, onRemove, onRemoveCitation }: ClaimItemProps) {
  const id = useId();
  const refused = mark?.support === 'unsupported' && !claim.assumption;
  const outline = refused
    ? 'border-red-400 bg-red-50/60 dark:border-red-500/60 dark:bg-red-500/5'
    : selected
      ? 'border-indigo-400 ring-2 ring-indigo-500/30 dark:border-indigo-400'
      : 'border-gray-200 dark:border-slate-700';
  return (
    <li aria-label={label} aria-current={selected || undefined} onFocus={onSelect} className={`flex flex-col gap-2 rounded-lg border p-3 ${outline}`}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-gray-600 dark:text-slate-400">
          {label}
        </label>
        <div className="flex items-center gap-1">
          {mark ? (
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${MARK_CLASS[mark.support]}`}>{DELIVERY_TEXTS.support[mark.support]}</span>
          ) : (
            checking && claim.text.trim() !== '' && <span className={HINT_CLASS}>{DELIVERY_TEXTS.checking}</span>
          )}
          <IconButton icon="chevron" iconClassName="rotate-180" label={DELIVERY_TEXTS.moveUp(label)} disabled={first} onClick={() => onMove(-1)} />
          <IconButton icon="chevron" label={DELIVERY_TEXTS.moveDown(label)} disabled={last} onClick={() => onMove(1)} />
          <IconButton icon="trash" tone="danger" label={DELIVERY_TEXTS.removeClaim(label)} onClick={onRemove} />
        </div>
      </div>
      <textarea
        id={id}
        value={claim.text}
        rows={2}
        autoFocus={selected}
        aria-invalid={refused || undefined}
        {...lengthHintProps(`${id}-limit`, claim.text.length, CLAIM_MAX_LENGTH)}
        onChange={(event) => onChange({ text: event.target.value })}
        className={`${FIELD_CLASS} resize-y`}
      />
      <LengthHint id={`${id}-limit`} length={claim.text.length} max={CLAIM_MAX_LENGTH} />
      {claim.citations.length > 0 && (
        <ul aria-label={DELIVERY_TEXTS.citationsOf(label)} className="flex flex-wrap gap-1.5">
          {claim.citations.map((passageId) => (
            <CitationChip
              key={passageId}
              passageId={passageId}
              passage={passages?.get(passageId)}
              unknown={(mark?.unknownCitations.includes(passageId) ?? false) || (passages !== undefined && !passages.has(passageId))}
                    onRemove={() => onRemoveCitation(passageId)}
            />
          ))}
        </ul>
      )}
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-slate-300">
        <input type="checkbox" checked={claim.assumption} onChange={(event) => onChange({ assumption: event.target.checked })} className="size-4 accent-indigo-600" />
        {DELIVERY_TEXTS.keepAssumption}
      </label>
      {mark?.support === 'unsupported' && (
        <p className={`text-xs ${refused ? 'text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-slate-400'}`}>
          {refused ? DELIVERY_TEXTS.unsupportedNote : DELIVERY_TEXTS.assumptionNote}
        </p>
      )}
    </li>
  );
}
