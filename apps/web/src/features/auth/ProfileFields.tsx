import { TextField } from '../../components/TextField';
import { AUTH_TEXTS } from '../../lib/ui-texts';

interface ProfileFieldsProps {
  values: { name: string; lastname: string; company: string };
  setField: (name: 'name' | 'lastname' | 'company') => (value: string) => void;
  /** Show First Name and Last Name (the Company prompt hides them when the identity has them). */
  withNames?: boolean;
}

/** First Name, Last Name and Company: register step 2 and the Company prompt. */
export function ProfileFields({ values, setField, withNames = true }: ProfileFieldsProps) {
  return (
    <>
      {withNames && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={AUTH_TEXTS.firstName} autoComplete="given-name" autoFocus value={values.name} onChange={setField('name')} />
          <TextField label={AUTH_TEXTS.lastName} autoComplete="family-name" value={values.lastname} onChange={setField('lastname')} />
        </div>
      )}
      <TextField
        label={AUTH_TEXTS.company}
        autoComplete="organization"
        autoFocus={!withNames}
        value={values.company}
        onChange={setField('company')}
      />
    </>
  );
}
