import { SIGN_IN_LINK_MINUTES } from '@persona/shared';
import { useState } from 'react';
import { showOops, showSuccess } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/error-message';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { requestSignInLink } from './identity-api';

/** Shown when sign-in for an email is over its guessing limit: the owner can still get in through a mailed link. */
export function SignInLinkOffer({ email, message }: { email: string; message: string }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await requestSignInLink(email);
      void showSuccess(AUTH_TEXTS.signInLinkSent(SIGN_IN_LINK_MINUTES));
    } catch (error) {
      void showOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p>{message}</p>
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => void send()} className={`${buttonClass('secondary')} w-full`}>
        {busy && <Spinner />}
        {AUTH_TEXTS.emailSignInLink}
      </button>
    </div>
  );
}
