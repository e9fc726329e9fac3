/**
 * Who is calling. The plumbing knows only the fields it checks; the accounts feature registers its full row
 * types here (declaration merging, see features/accounts/caller-records.ts), so handlers get them typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a registry the accounts feature fills by declaration merging
export interface CallerRecords {}

interface BaseUser {
  id: string;
  accountId: string;
  isAdmin: boolean;
}
interface BaseAccount {
  id: string;
  isActive: boolean;
  membership: string | null;
  ownerId: string | null;
  requireTwoFactor: boolean;
}

type Registered<K extends string, Base> = (CallerRecords extends Record<K, infer T> ? T : unknown) & Base;
export type CallerUser = Registered<'user', BaseUser>;
export type CallerAccount = Registered<'account', BaseAccount>;

/** A signed-in identity and, once created, its product User and Account. */
export interface Identity {
  id: string;
  email: string;
  name: string;
  lastname: string;
  user: CallerUser | null;
  account: CallerAccount | null;
  /** The account this identity created at sign-up, if any (its User record joins it). */
  createdAccountId: string | null;
  /** It signs in with a second factor. */
  twoFactorEnabled: boolean;
}

/** An identity with its User and Account: what every call at access 'user' or above receives. */
export interface Member extends Identity {
  user: CallerUser;
  account: CallerAccount;
}

export const isMember = (identity: Identity | null): identity is Member => !!identity?.user && !!identity.account;

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}
