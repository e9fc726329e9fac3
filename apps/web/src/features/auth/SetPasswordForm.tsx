import { useNavigate } from 'react-router';
import { showSuccess } from '../../components/alerts';
import { AuthForm } from '../../components/AuthForm';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { requireNewPassword } from './credential-checks';
import { resetPassword } from './identity-api';

/** Sets the new password with the email's single-use token, then leads to the login screen. */
export function SetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { clearSession } = useSession();
  const { values, setField, filled } = useFields({ password: '', repeatPassword: '' });
  const { busy, onSubmit } = useSubmit(async () => {
    requireNewPassword(values.password, values.repeatPassword);
    await resetPassword(token, values.password);
    clearSession(); // the reset revoked every session of the account, this browser's included
    void navigate(PATHS.home, { replace: true });
    void showSuccess(AUTH_TEXTS.passwordChanged);
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField
        label={AUTH_TEXTS.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
        value={values.password}
        onChange={setField('password')}
      />
      <TextField
        label={AUTH_TEXTS.repeatPassword}
        type="password"
        autoComplete="new-password"
        value={values.repeatPassword}
        onChange={setField('repeatPassword')}
      />
      <SubmitButton disabled={!filled('password', 'repeatPassword')} busy={busy}>
        {AUTH_TEXTS.setPassword}
      </SubmitButton>
    </AuthForm>
  );
}
