import type { AdminUser } from '@persona/shared';
import { ConfirmedAction } from '../team';
import { useResetTwoFactor } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';

/**
 * Resets the second factor of a user who has it on (a lost phone and lost recovery codes), after the 'Danger zone'-style
 * question; a failure shows the API's reason (e.g. a user who no longer exists). Nothing for a user without one.
 */
export function ResetTwoFactorButton({ user, name }: { user: Pick<AdminUser, 'id' | 'twoFactorEnabled'>; name: string }) {
  const reset = useResetTwoFactor();
  if (!user.twoFactorEnabled) return null;
  return (
    <ConfirmedAction
      label={ADMIN_TEXTS.resetTwoFactorLabel(name)}
      question={ADMIN_TEXTS.confirmResetTwoFactor(name)}
      run={() => reset.mutateAsync(user.id)}
      done={ADMIN_TEXTS.twoFactorReset(name)}
      busy={reset.isPending}
    >
      {ADMIN_TEXTS.resetTwoFactor}
    </ConfirmedAction>
  );
}
