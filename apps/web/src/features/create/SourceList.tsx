import { useState } from 'react';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { formatFileSize } from '../../lib/file-size';
import { keepFocusThroughRemoval } from '../../lib/focus';
import { ORDERS_TEXTS } from '../orders';
import { CREATE_TEXTS } from './create-texts';
import type { SourceItem } from './source-list';

interface SourceListProps {
  sources: readonly SourceItem[];
  onRetry: (item: SourceItem) => void;
  onRemove: (item: SourceItem) => Promise<void>;
}

/** The sources added so far, in order, each with where it stands: being read, its passages, or its refusal. */
export function SourceList({ sources, onRetry, onRemove }: SourceListProps) {
  return (
    <ul aria-label={CREATE_TEXTS.sourceList} className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 dark:divide-slate-800 dark:border-slate-700">
      {sources.map((item) => (
        <SourceRow key={item.key} item={item} onRetry={onRetry} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function SourceRow({ item, onRetry, onRemove }: { item: SourceItem; onRetry: (item: SourceItem) => void; onRemove: (item: SourceItem) => Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  const remove = async (button: HTMLButtonElement) => {
    setRemoving(true);
    // Once the row is gone, focus goes to the next source (else the previous one) rather than the page body.
    void keepFocusThroughRemoval(button, 'li')();
    await onRemove(item);
    // A failed removal leaves the row in place: its button works again.
    setRemoving(false);
  };
  const detail = item.input.kind === 'file' ? formatFileSize(item.input.file.size) : CREATE_TEXTS.pastedKind;

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3.5 py-2.5 text-sm">
      {item.state === 'reading' ? <Spinner className="size-4 text-indigo-600 dark:text-indigo-300" /> : <Icon name="file" className="size-4 text-gray-400 dark:text-slate-500" />}
      <span className="min-w-0 flex-1 truncate font-medium text-gray-900 dark:text-slate-100">{item.name}</span>
      <span className="shrink-0 text-xs text-gray-500 tabular-nums dark:text-slate-400">{detail}</span>
      <span
        role="status"
        className={`shrink-0 text-xs font-medium ${item.state === 'failed' ? 'text-red-600 dark:text-red-400' : 'text-gray-700 dark:text-slate-300'}`}
      >
        {item.state === 'reading' ? CREATE_TEXTS.reading : item.state === 'ready' ? ORDERS_TEXTS.passages(item.source.passageCount) : item.error}
      </span>
      {item.state === 'failed' && item.retryable && (
        <button type="button" onClick={() => onRetry(item)} aria-label={CREATE_TEXTS.retrySource(item.name)} className={`${TEXT_LINK_CLASS} shrink-0 text-xs`}>
          {CREATE_TEXTS.retry}
        </button>
      )}
      <button
        type="button"
        aria-label={CREATE_TEXTS.removeSource(item.name)}
        title={CREATE_TEXTS.removeSource(item.name)}
        onClick={(event) => void remove(event.currentTarget)}
        disabled={removing}
        className="grid size-7 shrink-0 place-items-center rounded-md text-gray-500 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}
