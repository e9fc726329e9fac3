import { PASTED_SOURCE_MAX_LENGTH, SOURCE_LABEL_MAX_LENGTH } from '@persona/shared';
import { useState, type KeyboardEvent } from 'react';
import { buttonClass } from '../../components/button-styles';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { CREATE_TEXTS } from './create-texts';

/** Pasted research with its label; Add hands both on and empties the fields for the next one. */
export function PasteSourceForm({ onAdd }: { onAdd: (label: string, text: string) => void }) {
  const [label, setLabel] = useState('');
  const [text, setText] = useState('');
  // Text over a limit stays in its field with the limit told under it; Add waits until it is shortened.
  const fits = label.length <= SOURCE_LABEL_MAX_LENGTH && text.length <= PASTED_SOURCE_MAX_LENGTH;
  const ready = label.trim() !== '' && text.trim() !== '' && fits;

  const add = () => {
    if (!ready) return;
    onAdd(label.trim(), text);
    setLabel('');
    setText('');
  };

  // These fields sit inside the wizard's form: Enter in the label adds the text, it never submits the order.
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 dark:border-slate-800">
      <TextField
        label={CREATE_TEXTS.pastedLabel}
        value={label}
        onChange={setLabel}
        onKeyDown={enter}
        maxLength={SOURCE_LABEL_MAX_LENGTH}
        placeholder={CREATE_TEXTS.pastedLabelPlaceholder}
      />
      <TextAreaField label={CREATE_TEXTS.pastedText} value={text} onChange={setText} maxLength={PASTED_SOURCE_MAX_LENGTH} rows={4} />
      <button type="button" onClick={add} disabled={!ready} className={`${buttonClass('secondary')} self-start`}>
        {CREATE_TEXTS.addPasted}
      </button>
    </div>
  );
}
