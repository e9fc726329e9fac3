import { FilePicker } from '../../components/FilePicker';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
import { CREATE_TEXTS } from './create-texts';

interface AttachmentPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The optional order attachment, limited to the types and size the server takes. */
export function AttachmentPicker({ file, onChange }: AttachmentPickerProps) {
  return (
    <FilePicker
      label={CREATE_TEXTS.attachment}
      hint={CREATE_TEXTS.attachmentHint}
      accept={ATTACHMENT_ACCEPT}
      removeLabel={CREATE_TEXTS.removeAttachment}
      problem={attachmentProblem}
      file={file}
      onChange={onChange}
    />
  );
}
