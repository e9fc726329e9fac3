import { confirmDanger, showOops } from '../../components/alerts';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/button-styles';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonLines } from '../../components/Skeleton';
import { formatLongDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { keepFocusThroughRemoval } from '../../lib/focus';
import { useSession } from '../../lib/session/useSession';
import { deviceName } from './device-name';
import { SettingsCard } from './SettingsCard';
import { useEndSession, useSessions } from './security-api';
import { SECURITY_TEXTS as T } from './security-texts';

/** The Security screen's "Sessions" section: where the caller is signed in, and End for each (this one signs out). */
export function SessionsSection() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const { signOut } = useSession();

  const end = async (id: string, device: string, current: boolean, button: HTMLElement) => {
    const question = current ? T.endThisQuestion : T.endQuestion(device);
    if (!(await confirmDanger({ title: T.endTitle, text: question, confirm: T.end }))) return;
    const refocus = keepFocusThroughRemoval(button, 'li');
    try {
      await endSession.mutateAsync(id);
      if (current) await signOut();
      else void refocus();
    } catch (error) {
      await showOops(errorMessage(error));
    }
  };

  return (
    <SettingsCard title={T.sessions}>
      {sessions.isPending && <SkeletonLines lines={2} />}
      {sessions.error && <LoadFailed message={sessions.error.message} query={sessions} />}
      {sessions.data && sessions.data.sessions.length === 0 && <p className="text-sm text-gray-500 dark:text-slate-400">{T.sessionsEmpty}</p>}
      <ul className="-my-3 divide-y divide-gray-100 dark:divide-slate-800">
        {sessions.data?.sessions.map((session) => {
          const device = deviceName(session.userAgent);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm" data-testid="session-row">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium text-gray-900 dark:text-slate-100">
                  {device}
                  {session.current && <Badge tone="indigo">{T.thisDevice}</Badge>}
                </span>
                <span className="text-gray-500 dark:text-slate-400">
                  {[session.ipAddress, T.lastSeen(formatLongDateTime(session.lastSeenAt))].filter(Boolean).join(' · ')}
                </span>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-label={`${T.end} ${device}${session.current ? ` (${T.thisDevice})` : ''}`}
                onClick={(event) => void end(session.id, device, session.current, event.currentTarget)}
              >
                {T.end}
              </button>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
