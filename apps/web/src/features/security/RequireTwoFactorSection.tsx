import { routes } from '@persona/shared';
import { showOops, showSuccess } from '../../components/alerts';
import { Switch } from '../../components/Switch';
import { errorMessage } from '../../lib/error-message';
import { useAccessRefusal } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { useSetRequireTwoFactor } from './security-api';
import { SettingsCard } from './SettingsCard';
import { SECURITY_TEXTS as T } from './security-texts';

/** The owner's switch: two-factor sign-in required of every member of the account (others never see it). */
export function RequireTwoFactorSection() {
  const { account } = useSession();
  const refusal = useAccessRefusal(routes.setAccountSecurity);
  const change = useSetRequireTwoFactor();
  if (refusal !== null || !account) return null;
  const toggle = (required: boolean) =>
    change.mutate(required, {
      onSuccess: () => void showSuccess(required ? T.requiredOn : T.requiredOff),
      onError: (error) => void showOops(T.requirementFailed, { reason: errorMessage(error) }),
    });
  return (
    <SettingsCard title={T.requirement}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-gray-900 dark:text-slate-100">{T.requireForEveryone}</p>
          <p className="text-sm text-gray-600 dark:text-slate-400">{T.requirementHelp}</p>
        </div>
        <Switch checked={account.requireTwoFactor} label={T.requireForEveryone} busy={change.isPending} onToggle={toggle} />
      </div>
    </SettingsCard>
  );
}
