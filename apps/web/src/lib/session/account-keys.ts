import type { Account } from '@persona/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Every cached query about one account (its record, users, invitations, credit log) sits under this key. */
export const accountKey = (accountId: string) => ['accounts', accountId] as const;

/** The cached record of one account (current-account.ts reads it). */
export const accountRecordKey = (accountId: string) => [...accountKey(accountId), 'record'] as const;

/**
 * How long a read of the signed-in account counts as fresh: the screens that show it right after sign-in (the
 * page, the onboarding widget) take the sequence's copy instead of asking again; a screen opened later asks again.
 * Orders and payments invalidate it, so their changes show at once.
 */
export const ACCOUNT_FRESH_MS = 10_000;

/** Puts the account the sign-in sequence just read into the cache, so the first screens do not fetch it again. */
export function seedAccountRecord(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData(accountRecordKey(account.id), account);
}
