import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { buttonClass } from '../../components/button-styles';
import { DELIVERY_TEXTS } from './delivery-texts';
import { citationLabel, type PassageEntry } from './evidence-search';

/** What a passage's Cite button can do for the selected claim. */
export type CiteState = 'cite' | 'cited' | 'off';

interface PassageListProps {
  label: string;
  passages: readonly PassageEntry[];
  citeState: (passageId: string) => CiteState;
  onCite: (passageId: string) => void;
}

/** About a row of three lines; each row is measured once drawn. */
const ROW_ESTIMATE_PX = 112;

/**
 * The passages, drawn only where the list is scrolled to (a few dozen rows whether the sources give ten passages
 * or thousands), each with its source, place, text and Cite button.
 */
export function PassageList({ label, passages, citeState, onCite }: PassageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer answers new ranges from a mutable instance: React Compiler leaves this component unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: passages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => passages[index]?.id ?? index,
    overscan: 6,
  });
  return (
    <div ref={scroller} className="h-[32rem] overflow-y-auto overscroll-contain rounded-lg border border-gray-200 dark:border-slate-700" style={{ contain: 'strict' }}>
      <ul aria-label={label} className="relative w-full" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const passage = passages[row.index] as PassageEntry;
          const state = citeState(passage.id);
          const name = citationLabel(passage);
          return (
            <li
              key={row.key}
              ref={rows.measureElement}
              data-index={row.index}
              aria-label={name}
              className="absolute top-0 left-0 flex w-full flex-col gap-1 border-b border-gray-100 px-3 py-2 dark:border-slate-800"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="truncate text-xs font-medium text-gray-500 dark:text-slate-400">{name}</p>
                <button
                  type="button"
                  aria-label={DELIVERY_TEXTS.citeLabel(name)}
                  disabled={state !== 'cite'}
                  onClick={() => onCite(passage.id)}
                  className={`${buttonClass('secondary', 'sm')}`}
                >
                  {state === 'cited' ? DELIVERY_TEXTS.cited : DELIVERY_TEXTS.cite}
                </button>
              </div>
              <p className="line-clamp-4 text-sm whitespace-pre-line text-gray-800 dark:text-slate-200" title={passage.text}>
                {passage.text}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
