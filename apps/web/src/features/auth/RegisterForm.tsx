import { routes } from '@persona/shared';
import { useState, type FormEvent } from 'react';
import { showOops } from '../../components/alerts';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { requireNewPassword, requireValidEmail } from './credential-checks';
import { CredentialsStep } from './CredentialsStep';
import { signUpWithEmail } from './identity-api';
import { ProfileStep } from './ProfileStep';

/** The records' calls bring the endpoint catalogue and its schemas: loaded once the credentials pass, not with the login page. */
const registration = () => import('./registration-records');

const EMPTY = { email: '', password: '', repeatPassword: '', name: '', lastname: '', company: '' };

/** Register in two steps: credentials (checked on Continue), then the profile (Sign Up). */
export function RegisterForm() {
  const { signIn } = useSession();
  const fields = useFields(EMPTY);
  const { values } = fields;
  const [step, setStep] = useState<1 | 2>(1);

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      requireValidEmail(values.email);
      requireNewPassword(values.password, values.repeatPassword);
      // Started now, while the profile is typed; a failure here shows on Sign Up, which loads it again.
      registration().catch(() => undefined);
      setStep(2);
    } catch (error) {
      void showOops(errorMessage(error));
    }
  };

  const signUp = useSubmit(async () => {
    const email = requireValidEmail(values.email);
    const profile = { name: values.name.trim(), lastname: values.lastname.trim(), company: values.company.trim() };
    const { token, user } = await signUpWithEmail({ email, password: values.password, name: profile.name, lastname: profile.lastname }).catch(
      (error: unknown) => {
        // The server refuses a common password, or the email as password: back to the step where it is typed.
        if (isApiError(error, routes.signUpWithEmail, 'PASSWORD_TOO_COMMON') || isApiError(error, routes.signUpWithEmail, 'PASSWORD_MATCHES_EMAIL')) setStep(1);
        throw error;
      },
    );
    // The identity exists now: whatever happens to the records, continue signed in (the Company prompt
    // picks up records that could not be created); a failure is still alerted by useSubmit.
    await registration()
      .then(({ createOwnRecords }) => createOwnRecords({ identityId: user.id, email, profile, token }))
      .finally(() => void signIn(token, email));
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
        {AUTH_TEXTS.step(step, 2)}
      </p>
      {step === 1 ? (
        <CredentialsStep fields={fields} onSubmit={onContinue} />
      ) : (
        <ProfileStep fields={fields} onSubmit={signUp.onSubmit} busy={signUp.busy} onBack={() => setStep(1)} />
      )}
    </div>
  );
}
