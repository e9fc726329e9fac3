import { NAME_MAX_LENGTH } from '@persona/shared';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { LengthHint, lengthHintProps } from '../../components/LengthHint';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useSubmit } from '../../lib/useSubmit';
import { nameToSave, type NameRule } from './names';

interface AddNameFormProps {
  /** The form's accessible name ('Add Company', 'Add a campaign to Acme'). */
  formLabel: string;
  fieldLabel: string;
  placeholder: string;
  submitText: string;
  /** Checks the typed name: an invalid one shows the rule's message and calls nothing. */
  rule: NameRule;
  /** Creates the item from the capitalised name; a rejection shows its message and keeps the text. */
  onAdd: (name: string) => Promise<unknown>;
}

/** A name field with an add button: adds companies and campaigns alike. */
export function AddNameForm({ formLabel, fieldLabel, placeholder, submitText, rule, onAdd }: AddNameFormProps) {
  const [name, setName] = useState('');
  const hintId = useId();
  const { busy, onSubmit } = useSubmit(async () => {
    await onAdd(nameToSave(rule, name));
    setName('');
  });

  return (
    <form aria-label={formLabel} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={fieldLabel}
        value={name}
        onChange={setName}
        placeholder={placeholder}
        {...lengthHintProps(hintId, name.length, NAME_MAX_LENGTH)}
        autoComplete="off"
        readOnly={busy}
        className="min-w-56 flex-1"
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass()}>
        {busy && <Spinner />}
        {submitText}
      </button>
      <LengthHint id={hintId} length={name.length} max={NAME_MAX_LENGTH} />
    </form>
  );
}
