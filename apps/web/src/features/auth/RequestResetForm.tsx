import { MESSAGES } from '@persona/shared';
import { showSuccess } from '../../components/alerts';
import { AuthForm } from '../../components/AuthForm';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { requireValidEmail } from './credential-checks';
import { requestPasswordReset } from './identity-api';

/** Spec: one email field and a button, disabled while the field is empty. */
export function RequestResetForm() {
  const { values, setField, filled } = useFields({ email: '' });
  const { busy, onSubmit } = useSubmit(async () => {
    await requestPasswordReset(requireValidEmail(values.email));
    void showSuccess(MESSAGES.resetRequested);
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" autoFocus value={values.email} onChange={setField('email')} />
      <SubmitButton disabled={!filled('email')} busy={busy}>
        {AUTH_TEXTS.sendResetLink}
      </SubmitButton>
    </AuthForm>
  );
}
