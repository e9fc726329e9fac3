import { useEffect, useState } from 'react';
import { SIGN_IN_WAIT_MS, waitPhase, type WaitPhase } from '../lib/session/sign-in-wait';
import { useSession } from '../lib/session/useSession';
import { AUTH_TEXTS, UI_TEXTS } from '../lib/ui-texts';
import { buttonClass } from './button-styles';
import { LoadingView } from './LoadingView';

function useWaitPhase(): WaitPhase {
  const [phase, setPhase] = useState<WaitPhase>('quiet');
  useEffect(() => {
    const started = performance.now();
    const timers = [SIGN_IN_WAIT_MS.named, SIGN_IN_WAIT_MS.slow].map((ms) => window.setTimeout(() => setPhase(waitPhase(performance.now() - started)), ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return phase;
}

/**
 * While the sign-in sequence runs (before the protected screens, and before a public page picks its frame): a
 * spinner, then (past a quick sign-in) what it waits for, then, when the server is slow, that it keeps trying and
 * a way out (signing out ends the wait). In components/: the public pages' layout uses it without the auth feature.
 */
export function SignInWait() {
  const phase = useWaitPhase();
  const { signOut } = useSession();
  if (phase === 'quiet') return <LoadingView />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-500/20 border-t-indigo-500 dark:border-indigo-400/20 dark:border-t-indigo-400"
      />
      <p role="status" className="max-w-sm text-base font-medium text-gray-700 dark:text-slate-300">
        {phase === 'slow' ? AUTH_TEXTS.signInSlow : AUTH_TEXTS.signInWait}
      </p>
      {phase === 'slow' && (
        <button type="button" onClick={() => void signOut()} className={buttonClass('secondary')}>
          {UI_TEXTS.signOut}
        </button>
      )}
    </div>
  );
}
