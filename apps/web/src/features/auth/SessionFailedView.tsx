import { AuthCard } from '../../components/AuthCard';
import { buttonClass } from '../../components/button-styles';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS, UI_TEXTS } from '../../lib/ui-texts';

/** The sign-in sequence gave up (after the 'Oops!' alert): try it again, or sign out. */
export function SessionFailedView() {
  const { error, reload, signOut } = useSession();
  return (
    <AuthCard title={AUTH_TEXTS.sessionFailed} intro={error}>
      <div className="flex flex-col gap-3">
        <button type="button" onClick={() => void reload()} className={`${buttonClass('primary')} w-full`}>
          {AUTH_TEXTS.tryAgain}
        </button>
        <button type="button" onClick={() => void signOut()} className={`${buttonClass('secondary')} w-full`}>
          {UI_TEXTS.signOut}
        </button>
      </div>
    </AuthCard>
  );
}
