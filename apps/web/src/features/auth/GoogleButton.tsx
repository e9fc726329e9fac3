import { useState } from 'react';
import { showOops } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/error-message';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { GoogleLogo } from './GoogleLogo';
import { startGoogleSignIn } from './identity-api';

/** Sends the browser to Google; it comes back to /?auth=google (see useGoogleReturn). */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { url } = await startGoogleSignIn();
      window.location.href = url; // stays busy while the browser leaves
    } catch (error) {
      setBusy(false);
      await showOops(errorMessage(error));
    }
  };

  return (
    <button type="button" onClick={() => void start()} disabled={busy} aria-busy={busy} className={`${buttonClass('secondary')} w-full`}>
      {busy ? <Spinner /> : <GoogleLogo />}
      {AUTH_TEXTS.continueWithGoogle}
    </button>
  );
}
