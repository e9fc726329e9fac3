import { MESSAGES, type Invitation } from '@persona/shared';
import { useNavigate } from 'react-router';
import { AuthForm } from '../../components/AuthForm';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { UserFacingError } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { requireNewPassword, signUpWithEmail } from '../auth';
import { deleteInvitation, joinAccount } from './join-api';

/** Join form (spec: name, lastname, password, checkPassword): creates the identity, joins, signs in. */
export function JoinForm({ invitation }: { invitation: Invitation }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { values, setField, filled } = useFields({ name: '', lastname: '', password: '', checkPassword: '' });
  const { busy, onSubmit } = useSubmit(async () => {
    if (values.password !== values.checkPassword) throw new UserFacingError(MESSAGES.joinPasswordsDoNotMatch);
    requireNewPassword(values.password, values.checkPassword);
    const { token, user } = await signUpWithEmail({ email: invitation.email, password: values.password, name: values.name.trim(), lastname: values.lastname.trim() });
    await joinAccount(invitation.accountId, user.id, invitation.token, token);
    await deleteInvitation(invitation.token, token);
    void navigate(PATHS.home, { replace: true });
    await signIn(token, invitation.email);
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <TextField label={AUTH_TEXTS.email} value={invitation.email} onChange={() => undefined} readOnly />
      <TextField label={AUTH_TEXTS.firstName} value={values.name} onChange={setField('name')} autoComplete="given-name" />
      <TextField label={AUTH_TEXTS.lastName} value={values.lastname} onChange={setField('lastname')} autoComplete="family-name" />
      <TextField label={AUTH_TEXTS.password} type="password" value={values.password} onChange={setField('password')} autoComplete="new-password" />
      <TextField label={AUTH_TEXTS.repeatPassword} type="password" value={values.checkPassword} onChange={setField('checkPassword')} autoComplete="new-password" />
      <SubmitButton busy={busy} disabled={!filled('name', 'lastname', 'password', 'checkPassword')}>
        Join
      </SubmitButton>
    </AuthForm>
  );
}
