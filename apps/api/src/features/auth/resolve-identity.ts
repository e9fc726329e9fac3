import type { IdentityResolver } from '../../lib/http/identity-plugin';
import type { Database } from '../../lib/db/database';
import { findMember } from '../accounts';
import type { Auth } from './auth';

/** A bearer token's identity: its better-auth session, and the product User and Account rows once created. */
export const identityResolver = (auth: Auth, db: Database): IdentityResolver => async (token) => {
  const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  if (!session) return null;
  const member = await findMember(db, session.user.id);
  return {
    id: session.user.id,
    email: session.user.email.toLowerCase(),
    name: session.user.name,
    lastname: session.user.lastname ?? '',
    user: member?.user ?? null,
    account: member?.account ?? null,
  };
};
