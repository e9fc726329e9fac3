import { routes } from '@persona/shared';
import { useState } from 'react';
import { AuthForm } from '../../components/AuthForm';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { useSubmit } from '../../lib/useSubmit';
import { signInWithSecondFactor } from './identity-api';

interface TwoFactorStepProps {
  /** The pending step's token the first step answered. */
  twoFactorToken: string;
  /** The step expired or was tried too often: the screen goes back to the password (the alert says why). */
  onExpired: () => void;
  /** Called once signed in, before the session opens (the sign-in link page goes home). */
  onSignedIn?: () => void;
}

/** A sign-in's second step: a code of the authenticator app, or one recovery code. */
export function TwoFactorStep({ twoFactorToken, onExpired, onSignedIn }: TwoFactorStepProps) {
  const { signIn } = useSession();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, onSubmit } = useSubmit(async () => {
    try {
      const answer = await signInWithSecondFactor(twoFactorToken, code.trim(), recovery);
      onSignedIn?.();
      await signIn(answer.token, answer.user.email);
    } catch (error) {
      if (isApiError(error, routes.verifyTwoFactorCode, 'TWO_FACTOR_STEP_EXPIRED')) onExpired();
      throw error;
    }
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">{AUTH_TEXTS.twoFactorTitle}</h2>
      <p className="text-sm text-gray-600 dark:text-slate-400">{recovery ? AUTH_TEXTS.recoveryIntro : AUTH_TEXTS.twoFactorIntro}</p>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? AUTH_TEXTS.recoveryCode : AUTH_TEXTS.authenticatorCode}
        autoFocus
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        value={code}
        onChange={setCode}
      />
      <SubmitButton disabled={code.trim() === ''} busy={busy}>
        {AUTH_TEXTS.verify}
      </SubmitButton>
      <button
        type="button"
        className={`${TEXT_LINK_CLASS} self-start text-sm`}
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
        }}
      >
        {recovery ? AUTH_TEXTS.useAuthenticatorCode : AUTH_TEXTS.useRecoveryCode}
      </button>
    </AuthForm>
  );
}
