import type { FormEvent } from 'react';
import { AuthForm } from '../../components/AuthForm';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import type { RegisterFields } from './register-fields';

interface CredentialsStepProps {
  fields: RegisterFields;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Register step 1: email, password and its repeat; Continue needs all three. */
export function CredentialsStep({ fields: { values, setField, filled }, onSubmit }: CredentialsStepProps) {
  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" autoFocus value={values.email} onChange={setField('email')} />
      <TextField label={AUTH_TEXTS.password} type="password" autoComplete="new-password" value={values.password} onChange={setField('password')} />
      <TextField
        label={AUTH_TEXTS.repeatPassword}
        type="password"
        autoComplete="new-password"
        value={values.repeatPassword}
        onChange={setField('repeatPassword')}
      />
      <SubmitButton disabled={!filled('email', 'password', 'repeatPassword')}>{AUTH_TEXTS.continue}</SubmitButton>
    </AuthForm>
  );
}
