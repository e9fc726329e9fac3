import { CHAT_MEMBERSHIP, type Account } from '@persona/shared';

/** Panels follow chat's rule: the 'test' membership, or a site admin (the API checks the same). */
export const canUsePanels = (account: Pick<Account, 'membership'> | null, isAdmin: boolean): boolean =>
  isAdmin || account?.membership === CHAT_MEMBERSHIP;
