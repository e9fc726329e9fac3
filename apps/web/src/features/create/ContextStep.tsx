import { CONTEXT_MAX_LENGTH } from '@persona/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { AttachmentPicker } from './AttachmentPicker';
import { CREATE_TEXTS } from './create-texts';

interface ContextStepProps {
  context: string;
  file: File | null;
  onContext: (context: string) => void;
  onFile: (file: File | null) => void;
}

/** Wizard step 3: additional context (at most CONTEXT_MAX_LENGTH characters) and an optional attachment. */
export function ContextStep({ context, file, onContext, onFile }: ContextStepProps) {
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
      <AttachmentPicker file={file} onChange={onFile} />
    </div>
  );
}
