import { NAME_MAX_LENGTH } from '@persona/shared';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
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
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        readOnly={busy}
        className="min-w-56 flex-1"
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass()}>
        {busy && <Spinner />}
        {submitText}
      </button>
    </form>
  );
}
