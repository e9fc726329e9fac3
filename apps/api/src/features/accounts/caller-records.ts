import type { AccountRow, UserRow } from './accounts.mappers';

// Handlers receive the caller's full rows: the plumbing's caller types take them from here.
declare module '../../lib/http/caller' {
  interface CallerRecords {
    user: UserRow;
    account: AccountRow;
  }
}
