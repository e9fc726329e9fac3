import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntryView } from '@persona/shared';
import type { accountActivity } from './activity.tables';

const ROLES = ['member', 'admin', 'portal'] as const;
const isAction = (action: string): action is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(action);
const roleOf = (role: string) => ROLES.find((known) => known === role) ?? 'member';

/** A stored entry as the log answers it (recordActivity takes only ACTIVITY_ACTIONS, so every stored action is one). */
export function toActivityEntry(row: typeof accountActivity.$inferSelect, accountName: string): ActivityEntryView {
  if (!isAction(row.action)) throw new Error(`Activity entry ${row.id} has an unknown action: ${row.action}`);
  return {
    id: row.id,
    accountId: row.accountId,
    accountName,
    action: row.action,
    actor: { id: row.actorId, name: row.actorName, role: roleOf(row.actorRole) },
    subject: row.subject,
    details: row.details,
    at: row.createdAt.getTime(),
  };
}
