import type { BlueprintSectionKey } from '@persona/shared';
import { useId } from 'react';
import { buttonClass } from '../../components/button-styles';
import { HINT_CLASS } from '../../components/field-styles';
import { ClaimItem } from './ClaimItem';
import { consoleAnchor, SECTION_ATTRIBUTE } from './console-sections';
import { markOf, sectionCoverage, type ClaimDraft, type ClaimMarks } from './claims-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import type { PassageEntry } from './evidence-search';

interface ClaimSectionProps {
  sectionKey: BlueprintSectionKey;
  title: string;
  claims: readonly ClaimDraft[];
  marks: ClaimMarks;
  checking: boolean;
  selectedId: string | null;
  passages: ReadonlyMap<string, PassageEntry> | undefined;
  canAdd: boolean;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onChange: (id: string, patch: Partial<Omit<ClaimDraft, 'id'>>) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onRemove: (id: string) => void;
  onRemoveCitation: (id: string, passageId: string) => void;
}

/** One Blueprint section as a list of claims, with its coverage (supported of checked claims). */
export function ClaimSection({ sectionKey, title, claims, marks, checking, selectedId, passages, canAdd, onSelect, onAdd, onChange, onMove, onRemove, onRemoveCitation }: ClaimSectionProps) {
  const headingId = useId();
  const coverage = sectionCoverage(marks, sectionKey, claims);
  return (
    <section id={consoleAnchor(sectionKey)} {...{ [SECTION_ATTRIBUTE]: sectionKey }} aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={headingId} className="text-sm font-semibold text-gray-800 dark:text-slate-200">
          {title}
        </h4>
        {coverage.total > 0 && <p className={`${HINT_CLASS} tabular-nums`}>{DELIVERY_TEXTS.coverage(coverage)}</p>}
      </div>
      {claims.length > 0 && (
        <ol className="flex flex-col gap-2">
          {claims.map((claim, index) => (
            <ClaimItem
              key={claim.id}
              label={DELIVERY_TEXTS.claimOf(index + 1, title)}
              claim={claim}
              mark={markOf(marks, sectionKey, claim)}
              checking={checking}
              selected={claim.id === selectedId}
              first={index === 0}
              last={index === claims.length - 1}
              passages={passages}
                    onSelect={() => onSelect(claim.id)}
              onChange={(patch) => onChange(claim.id, patch)}
              onMove={(by) => onMove(claim.id, by)}
              onRemove={() => onRemove(claim.id)}
              onRemoveCitation={(passageId) => onRemoveCitation(claim.id, passageId)}
            />
          ))}
        </ol>
      )}
      <button type="button" aria-label={DELIVERY_TEXTS.addClaimTo(title)} disabled={!canAdd} onClick={onAdd} className={`${buttonClass('secondary', 'sm')} self-start`}>
        {DELIVERY_TEXTS.addClaim}
      </button>
    </section>
  );
}
