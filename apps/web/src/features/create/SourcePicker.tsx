import { FileDropZone } from '../../components/FileDropZone';
import { CREATE_TEXTS } from './create-texts';
import { PasteSourceForm } from './PasteSourceForm';
import { SOURCE_ACCEPT, sourcesSettled, type SourceInput, type SourceItem } from './source-list';
import { SourceList } from './SourceList';

interface SourcePickerProps {
  sources: readonly SourceItem[];
  onAdd: (sources: readonly SourceItem[], inputs: readonly SourceInput[]) => void;
  onRetry: (item: SourceItem) => void;
  onRemove: (item: SourceItem) => Promise<void>;
}

/** The order's research: files (several at once, or dropped) and pasted text, each read as it is added. */
export function SourcePicker({ sources, onAdd, onRetry, onRemove }: SourcePickerProps) {
  const failed = sources.some(({ state }) => state === 'failed');
  return (
    <div className="flex flex-col gap-4">
      <FileDropZone
        label={CREATE_TEXTS.sources}
        hint={CREATE_TEXTS.sourcesHint}
        accept={SOURCE_ACCEPT}
        choose={CREATE_TEXTS.chooseFiles}
        drop={CREATE_TEXTS.dropFiles}
        onFiles={(files) => onAdd(sources, files.map((file) => ({ kind: 'file', file })))}
      />
      {sources.length > 0 && <SourceList sources={sources} onRetry={onRetry} onRemove={onRemove} />}
      {!sourcesSettled(sources) && (
        <p className="text-sm text-gray-600 dark:text-slate-400">{failed ? CREATE_TEXTS.sourcesFailed : CREATE_TEXTS.sourcesReading}</p>
      )}
      <PasteSourceForm onAdd={(label, text) => onAdd(sources, [{ kind: 'text', label, text }])} />
    </div>
  );
}
