/** What other features use of accounts: the tables, the caller's records, lookups and the API shapes. */
export { accounts, users } from './accounts.tables';
export { toAccount, toUser, type AccountRow, type UserRow } from './accounts.mappers';
export { findAccount, findMember, findUserByEmail, inClosedAccount, listUsers } from './accounts.queries';
export { ACCOUNT_NOT_FOUND } from './accounts.texts';
export { grantListedAdmin } from './accounts.service';
export { refuseLastAdmin } from './last-admin';
