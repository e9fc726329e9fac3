import type { OrderSource } from '@persona/shared';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { HINT_CLASS } from '../../components/field-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton, SkeletonBlock } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { DELIVERY_TEXTS } from './delivery-texts';
import { filterPassages, type PassageEntry } from './evidence-search';
import { PassageList, type CiteState } from './PassageList';

interface EvidencePanelProps {
  evidence: { sources: OrderSource[]; passages: readonly PassageEntry[] } | undefined;
  /** The failed load, to try again. */
  failed: { refetch: () => Promise<unknown>; errorUpdatedAt: number } | null;
  /** The selected claim's name ("Claim 2 of Goals…"), or null. */
  citingFor: string | null;
  citeState: (passageId: string) => CiteState;
  onCite: (passageId: string) => void;
}

/** The sources, the search field and passages while the evidence loads (announced with what it waits for). */
function EvidenceSkeleton() {
  return (
    <Skeleton label={DELIVERY_TEXTS.evidenceLoading} className="flex flex-col gap-3">
      <SkeletonBlock className="h-4 w-3/4" />
      <SkeletonBlock className="h-4 w-2/3" />
      <SkeletonBlock className="mt-2 h-10 w-full rounded-lg" />
      {['h-16', 'h-20', 'h-16'].map((height, index) => (
        <SkeletonBlock key={index} className={`${height} w-full rounded-xl`} />
      ))}
    </Skeleton>
  );
}

/** Beside the claims: the order's sources and their passages, searchable, each citable by the selected claim. */
export function EvidencePanel({ evidence, failed, citingFor, citeState, onCite }: EvidencePanelProps) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  // Typing stays immediate; the list over thousands of passages follows when React has time.
  const deferredQuery = useDeferredValue(query);
  const passages = evidence?.passages;
  const shown = useMemo(() => (passages ? filterPassages(passages, deferredQuery) : []), [passages, deferredQuery]);
  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-3 self-start lg:sticky lg:top-4">
      <h4 id={headingId} className="text-sm font-semibold text-gray-800 dark:text-slate-200">
        {DELIVERY_TEXTS.sources}
      </h4>
      {failed ? (
        <LoadFailed message={DELIVERY_TEXTS.evidenceFailed} query={failed} />
      ) : !evidence ? (
        <EvidenceSkeleton />
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-sm text-gray-700 dark:text-slate-300">
            {evidence.sources.map((source) => (
              <li key={source.id} className="flex justify-between gap-3">
                <span className="truncate">{source.name}</span>
                <span className={`${HINT_CLASS} shrink-0 tabular-nums`}>{DELIVERY_TEXTS.sourcePassages(source.passageCount)}</span>
              </li>
            ))}
          </ul>
          <TextField type="search" label={DELIVERY_TEXTS.searchPassages} placeholder={DELIVERY_TEXTS.searchHint} value={query} onChange={setQuery} />
          <p aria-live="polite" className={`${HINT_CLASS} tabular-nums`}>
            {DELIVERY_TEXTS.shownPassages(shown.length, evidence.passages.length)}
          </p>
          <p className="text-xs font-medium text-indigo-700 dark:text-indigo-300">{citingFor ? DELIVERY_TEXTS.citingFor(citingFor) : DELIVERY_TEXTS.selectClaim}</p>
          {shown.length > 0 ? (
            <PassageList label={DELIVERY_TEXTS.passages} passages={shown} citeState={citeState} onCite={onCite} />
          ) : (
            <p className={HINT_CLASS}>{DELIVERY_TEXTS.noPassages}</p>
          )}
        </>
      )}
    </aside>
  );
}
