import type { OrderSource } from '@persona/shared';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { sourcesSummary } from './order-sources';
import { ORDERS_TEXTS } from './orders-texts';

interface SourcesCellProps {
  sources: readonly OrderSource[];
  expanded: boolean;
  /** The id of the row that lists the sources. */
  controls: string;
  onToggle: () => void;
}

/** '3 sources · 412 passages', opening the order's sources below its row; '-' for an order without any. */
export function SourcesCell({ sources, expanded, controls, onToggle }: SourcesCellProps) {
  const summary = sourcesSummary(sources);
  if (!summary) return <span className="text-gray-400 dark:text-slate-500">{ORDERS_TEXTS.noSources}</span>;
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle} className={`${TEXT_LINK_CLASS} inline-flex items-center gap-1 whitespace-nowrap`}>
      {summary}
      <Icon name="chevron" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
    </button>
  );
}
