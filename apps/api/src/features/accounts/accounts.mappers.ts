import type { Account, User } from '@persona/shared';
import type { accounts, users } from './accounts.tables';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const toAccount = (row: AccountRow, userIds: string[]): Account => ({
  id: row.id,
  name: row.name,
  ownerId: row.ownerId,
  membership: row.membership as Account['membership'],
  isActive: row.isActive,
  creditBased: row.creditBased,
  credits: row.credits,
  onboarded: row.onboarded,
  requireTwoFactor: row.requireTwoFactor,
  users: userIds,
});

export const toUser = (row: UserRow): User => ({
  id: row.id,
  account: row.accountId,
  name: row.name,
  lastname: row.lastname,
  email: row.email,
  company: row.company,
  isAdmin: row.isAdmin,
});
