import type { CreditReason } from '@persona/shared';
import { sql, type SQL } from 'drizzle-orm';

/** A charge that a caller's own statement makes: the credits taken and the ledger row that says why. */
export interface CreditCharge {
  /** The ledger row's id. */
  ledgerId: string;
  accountId: string;
  /** What is taken (positive). */
  amount: number;
  reason: CreditReason;
  /** What was paid for (the order id). */
  reference: string;
  actorId: string;
  /** A further condition for the charge, on the caller's earlier expressions (e.g. that what is paid for was claimed). */
  onlyIf?: SQL;
}

/** The name of the expression that holds one row (`balance_after`) when the charge was made, and none when it was refused. */
const CHARGED = sql.raw('credit_charged');

/**
 * The charge as common table expressions for the caller's single statement (`with …, ${ctes}, … from ${charged}`),
 * for a write that must be paid in the same statement as it happens: what the statement writes `from ${charged}`
 * exists only if the credits were taken. The UPDATE of the account row takes its lock, and under concurrency
 * PostgreSQL re-checks `credits >= amount` on the row the previous charge left, so an account can never overspend;
 * the ledger's check constraint backs that up. If any part of the statement fails (a unique violation on a
 * retried request), the charge and its ledger row are undone with it, so nothing is charged twice.
 */
export function creditChargeCtes(charge: CreditCharge): { ctes: SQL; charged: SQL } {
  const onlyIf = charge.onlyIf ?? sql`true`;
  const ctes = sql`${CHARGED} as (
    update accounts set credits = credits - ${charge.amount}::integer
    where id = ${charge.accountId}::text and credits >= ${charge.amount}::integer and (${onlyIf})
    returning credits as balance_after
  ), credit_logged as (
    insert into credit_transactions (id, account_id, change, balance_after, reason, reference, actor_id)
    select ${charge.ledgerId}::text, ${charge.accountId}::text, -${charge.amount}::integer, balance_after, ${charge.reason}::text, ${charge.reference}::text, ${charge.actorId}::text
    from ${CHARGED}
  )`;
  return { ctes, charged: CHARGED };
}
