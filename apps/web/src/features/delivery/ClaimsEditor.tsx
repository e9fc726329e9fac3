import { BLUEPRINT_SECTIONS, type BlueprintSectionKey } from '@persona/shared';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { HINT_CLASS } from '../../components/field-styles';
import { errorMessage } from '../../lib/error-message';
import { ClaimSection } from './ClaimSection';
import {
  addCitation,
  addClaim,
  canAddClaim,
  canCite,
  draftCoverage,
  moveClaim,
  newClaim,
  removeCitation,
  removeClaim,
  unsupportedClaims,
  updateClaim,
  type ClaimMarks,
  type SectionClaims,
} from './claims-form';
import { DELIVERY_TEXTS } from './delivery-texts';
import { EvidencePanel } from './EvidencePanel';
import { passageEntries } from './evidence-search';
import { useOrderEvidence } from './evidence-api';
import type { CiteState } from './PassageList';

interface ClaimsEditorProps {
  orderId: string;
  claims: SectionClaims;
  /** Applied to the form's claims as they are when the change lands (several may come before a render). */
  onChange: (change: (claims: SectionClaims) => SectionClaims) => void;
  marks: ClaimMarks;
  checking: boolean;
  checkError: Error | null;
  /** Where the sources' panel goes: the console's pinned column, beside the form (null until it is on the page). */
  evidenceSlot: HTMLElement | null;
}

/**
 * The Blueprint of an order with sources: each section's claims, and in the console's pinned column the sources'
 * passages, which the selected claim cites. The server's marks say how well each claim's passages bear it out.
 */
export function ClaimsEditor({ orderId, claims, onChange, marks, checking, checkError, evidenceSlot }: ClaimsEditorProps) {
  const evidence = useOrderEvidence(orderId, true);
  const entries = useMemo(() => evidence.data && passageEntries(evidence.data), [evidence.data]);
  const [selected, setSelected] = useState<{ key: BlueprintSectionKey; id: string } | null>(null);
  const selectedList = selected ? (claims[selected.key] ?? []) : [];
  const selectedIndex = selected ? selectedList.findIndex((claim) => claim.id === selected.id) : -1;
  const selectedClaim = selectedList[selectedIndex];
  const selectedTitle = selected && BLUEPRINT_SECTIONS.find((section) => section.key === selected.key)?.title;

  const citeState = (passageId: string): CiteState => {
    if (!selectedClaim) return 'off';
    if (selectedClaim.citations.includes(passageId)) return 'cited';
    return canCite(selectedClaim, passageId) ? 'cite' : 'off';
  };
  const cite = (passageId: string) => {
    if (selected) onChange((current) => addCitation(current, selected.key, selected.id, passageId));
  };
  const add = (key: BlueprintSectionKey) => {
    const claim = newClaim();
    onChange((current) => addClaim(current, key, claim));
    setSelected({ key, id: claim.id });
  };

  const coverage = draftCoverage(marks, claims);
  const unsupported = unsupportedClaims(marks, claims);
  return (
    <div className="flex flex-col gap-5">
      <p className={HINT_CLASS}>{DELIVERY_TEXTS.claimsHint}</p>
      <div aria-live="polite" className="flex flex-col gap-1 text-sm">
        {coverage.total > 0 && <p className="font-medium text-gray-800 tabular-nums dark:text-slate-200">{DELIVERY_TEXTS.draftCoverage(coverage)}</p>}
        {checking && <p className={HINT_CLASS}>{DELIVERY_TEXTS.checking}</p>}
        {unsupported > 0 && <p className="text-red-700 dark:text-red-300">{DELIVERY_TEXTS.unsupportedLeft(unsupported)}</p>}
      </div>
      {checkError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {DELIVERY_TEXTS.checkFailed(errorMessage(checkError))}
        </p>
      )}
      {BLUEPRINT_SECTIONS.map(({ key, title }) => (
        <ClaimSection
          key={key}
          sectionKey={key}
          title={title}
          claims={claims[key] ?? []}
          marks={marks}
          checking={checking}
          selectedId={selected?.key === key ? selected.id : null}
          passages={entries?.byId}
          canAdd={canAddClaim(claims, key)}
          onSelect={(id) => setSelected({ key, id })}
          onAdd={() => add(key)}
          onChange={(id, patch) => onChange((current) => updateClaim(current, key, id, patch))}
          onMove={(id, by) => onChange((current) => moveClaim(current, key, id, by))}
          onRemove={(id) => onChange((current) => removeClaim(current, key, id))}
          onRemoveCitation={(id, passageId) => onChange((current) => removeCitation(current, key, id, passageId))}
        />
      ))}
      {evidenceSlot &&
        createPortal(
          <EvidencePanel
            evidence={evidence.data && entries && { sources: evidence.data.sources, passages: entries.list }}
            failed={evidence.isError ? evidence : null}
            citingFor={selectedClaim && selectedTitle ? DELIVERY_TEXTS.claimOf(selectedIndex + 1, selectedTitle) : null}
            citeState={citeState}
            onCite={cite}
          />,
          evidenceSlot,
        )}
    </div>
  );
}
