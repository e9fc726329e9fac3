import { defineRoute } from './endpoint';

const tag = 'account data';

/** Exporting, closing and restoring an account (their schemas: account-data.endpoints.ts). */
export const accountDataRoutes = {
  exportAccountData: defineRoute({
    method: 'POST',
    path: '/api/accounts/:id/export',
    summary: "A short-lived signed address of the account's whole archive (its owner)",
    tag,
    access: 'user',
    role: 'owner',
    status: 200,
  }),
  downloadAccountExport: defineRoute({
    method: 'GET',
    path: '/api/account-exports/:id/:userId',
    summary: "The account's archive (zip, streamed), by the signed address exportAccountData gave (the signature is the proof)",
    tag,
    access: 'public',
    status: 200,
    produces: 'application/zip',
    errors: ['LINK_INVALID'],
    hidden: true,
  }),
  closeAccount: defineRoute({
    method: 'POST',
    path: '/api/accounts/:id/close',
    summary: 'Close the account, its name typed to confirm (its owner): purged after the grace unless restored',
    tag,
    access: 'user',
    role: 'owner',
    status: 200,
    errors: ['ACCOUNT_NAME_MISMATCH'],
  }),
  listClosedAccounts: defineRoute({
    method: 'GET',
    path: '/api/admin/closed-accounts',
    summary: 'Closed accounts waiting for their purge',
    tag: 'admin',
    access: 'admin',
    status: 200,
  }),
  restoreAccount: defineRoute({
    method: 'POST',
    path: '/api/admin/closed-accounts/:id/restore',
    summary: 'Restore a closed account within its grace',
    tag: 'admin',
    access: 'admin',
    status: 204,
    errors: ['NOT_FOUND', 'ACCOUNT_NOT_CLOSED', 'GRACE_OVER'],
  }),
};
