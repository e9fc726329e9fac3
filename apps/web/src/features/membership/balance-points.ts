import type { CreditTransaction } from '@persona/shared';

export interface BalancePoint {
  at: number;
  balance: number;
}

/**
 * The balance over time from the ledger (which the API sends newest first): the balance before the first change,
 * then the balance after each, oldest first, and today's balance held until `now`, so the line ends where the
 * account stands.
 */
export function balancePoints(ledger: readonly CreditTransaction[], now: number): BalancePoint[] {
  const oldestFirst = [...ledger].sort((a, b) => a.timestamp - b.timestamp);
  const first = oldestFirst[0];
  if (!first) return [];
  const points = [{ at: first.timestamp, balance: first.balanceAfter - first.change }, ...oldestFirst.map((row) => ({ at: row.timestamp, balance: row.balanceAfter }))];
  return [...points, { at: Math.max(now, oldestFirst.at(-1)!.timestamp), balance: oldestFirst.at(-1)!.balanceAfter }];
}

/** The points drawn as steps: a balance holds until the next change. */
export function stepPoints(points: readonly BalancePoint[]): BalancePoint[] {
  return points.flatMap((point, i) => (i === 0 ? [point] : [{ at: point.at, balance: points[i - 1]!.balance }, point]));
}
