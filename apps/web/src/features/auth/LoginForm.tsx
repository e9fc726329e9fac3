import { needsSecondStep, routes } from '@persona/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthForm } from '../../components/AuthForm';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { isApiError } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { requireValidEmail } from './credential-checks';
import { GoogleButton } from './GoogleButton';
import { signInWithEmail } from './identity-api';
import { OrDivider } from './OrDivider';
import { SignInLinkOffer } from './SignInLinkOffer';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * Log In with email and password, or Google; a failure shows the server's message. Past the email's guessing
 * limit the form offers a sign-in link by email instead.
 */
export function LoginForm() {
  const { signIn } = useSession();
  const googleSignIn = usePublicConfig().data?.googleSignIn === true;
  const { values, setField, filled } = useFields({ email: '', password: '' });
  const [limited, setLimited] = useState<{ email: string; message: string } | null>(null);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  const { busy, onSubmit } = useSubmit(async () => {
    const email = requireValidEmail(values.email);
    setLimited(null);
    try {
      const answer = await signInWithEmail(email, values.password);
      if (needsSecondStep(answer)) setTwoFactorToken(answer.twoFactorToken);
      else await signIn(answer.token, email);
    } catch (error) {
      if (!isApiError(error, routes.signInWithEmail, 'SIGN_IN_LIMITED')) throw error;
      setLimited({ email, message: error.message });
    }
  });

  if (twoFactorToken) return <TwoFactorStep twoFactorToken={twoFactorToken} onExpired={() => setTwoFactorToken(null)} />;

  return (
    <div className="flex flex-col gap-6">
      <AuthForm onSubmit={onSubmit}>
        <TextField label={AUTH_TEXTS.email} type="email" autoComplete="email" autoFocus value={values.email} onChange={setField('email')} />
        <TextField
          label={AUTH_TEXTS.password}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={setField('password')}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to={PATHS.reset} className={TEXT_LINK_CLASS}>
            {AUTH_TEXTS.forgotPassword}
          </Link>
        </div>
        <SubmitButton disabled={!filled('email', 'password')} busy={busy}>
          {AUTH_TEXTS.logIn}
        </SubmitButton>
      </AuthForm>
      {limited && <SignInLinkOffer email={limited.email} message={limited.message} />}
      {/* Only where the server can complete it: an unconfigured provider would answer 'Provider not found'. */}
      {googleSignIn && (
        <>
          <OrDivider />
          <GoogleButton />
        </>
      )}
    </div>
  );
}
