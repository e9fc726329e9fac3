import { CONTEXT_MAX_LENGTH } from '@persona/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { CREATE_TEXTS } from './create-texts';
import type { SourceItem } from './source-list';
import { SourcePicker } from './SourcePicker';
import type { SourceUploads } from './useSourceUploads';

interface ContextStepProps {
  context: string;
  sources: readonly SourceItem[];
  onContext: (context: string) => void;
  /** The wizard's (its uploads outlive this step when Back is pressed). */
  uploads: SourceUploads;
}

/** Wizard step 3: additional context (at most CONTEXT_MAX_LENGTH characters) and the order's research sources. */
export function ContextStep({ context, sources, onContext, uploads }: ContextStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <TextAreaField
        label={CREATE_TEXTS.additionalContext}
        value={context}
        onChange={onContext}
        maxLength={CONTEXT_MAX_LENGTH}
        placeholder={CREATE_TEXTS.contextPlaceholder}
        rows={8}
      />
      <SourcePicker sources={sources} onAdd={uploads.add} onRetry={uploads.retry} onRemove={uploads.remove} />
    </div>
  );
}
