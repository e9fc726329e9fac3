import type { FormEvent } from 'react';
import { AuthForm } from '../../components/AuthForm';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { ProfileFields } from './ProfileFields';
import type { RegisterFields } from './register-fields';

interface ProfileStepProps {
  fields: RegisterFields;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  onBack: () => void;
}

/** Register step 2: First Name, Last Name and Company; Sign Up needs all three. */
export function ProfileStep({ fields: { values, setField, filled }, onSubmit, busy, onBack }: ProfileStepProps) {
  return (
    <AuthForm onSubmit={onSubmit}>
      <ProfileFields values={values} setField={setField} />
      <SubmitButton disabled={!filled('name', 'lastname', 'company')} busy={busy}>
        {AUTH_TEXTS.signUp}
      </SubmitButton>
      <button type="button" onClick={onBack} disabled={busy} className={`${TEXT_LINK_CLASS} self-center text-sm`}>
        {AUTH_TEXTS.back}
      </button>
    </AuthForm>
  );
}
