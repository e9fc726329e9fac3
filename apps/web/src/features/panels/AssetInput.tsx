import { PANEL_ASSET_MAX_LENGTH } from '@persona/shared';
import { useId, type ChangeEvent } from 'react';
import { FILE_INPUT_CLASS, HINT_CLASS, LABEL_CLASS } from '../../components/field-styles';
import { TextAreaField } from '../../components/TextAreaField';
import { AttachmentChip, type Attachment } from '../chat';
import { PANELS_TEXTS } from './panels-texts';

interface AssetInputProps {
  text: string;
  onText: (text: string) => void;
  /** The uploaded file (chat's attachment upload): while there is one, its text is the asset. */
  attachment: Attachment | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The asset: pasted into the text area, or uploaded as a .txt or .docx file (then the file stands in for the text). */
export function AssetInput({ text, onText, attachment, onChoose, onRemove }: AssetInputProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <div className="flex flex-col gap-4">
      {attachment ? (
        <AttachmentChip attachment={attachment} onRemove={onRemove} />
      ) : (
        <TextAreaField label={PANELS_TEXTS.asset} value={text} onChange={onText} maxLength={PANEL_ASSET_MAX_LENGTH} placeholder={PANELS_TEXTS.assetPlaceholder} rows={10} />
      )}
      {!attachment && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className={LABEL_CLASS}>
            {PANELS_TEXTS.orUpload}
          </label>
          <input id={id} type="file" accept={PANELS_TEXTS.uploadAccept} aria-describedby={`${id}-hint`} onChange={choose} className={FILE_INPUT_CLASS} />
          <p id={`${id}-hint`} className={HINT_CLASS}>
            {PANELS_TEXTS.uploadHint}
          </p>
        </div>
      )}
    </div>
  );
}
