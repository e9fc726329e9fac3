import type { Transaction } from '../../lib/db/database';
import { recordActivity } from '../activity';

/**
 * The activity entry of a change of the account's current plan (bought, changed, ended: `null` is no plan),
 * written by the portal: the payment provider does not say who made it.
 */
export async function recordPlanChange(tx: Transaction, accountId: string, from: string | null, to: string | null): Promise<void> {
  if (from === to) return;
  await recordActivity(tx, { accountId, action: 'plan.changed', actor: null, subject: to, details: { from, to } });
}
