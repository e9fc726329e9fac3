import type { DBAdapter } from '@better-auth/core/db/adapter';
import type { BetterAuthOptions } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { authAccounts, authUsers } from './auth.tables';

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type FindOne = Parameters<DBAdapter['findOne']>[0];

/** The email of better-auth's sign-in look-up, `findUserByEmail(email, { includeAccounts: true })`, as its adapter receives it (null for any other call). */
const emailLookedUp = ({ model, where, join, select }: FindOne): string | null => {
  const [clause] = where;
  const matches =
    model === 'user' &&
    !select?.length &&
    where.length === 1 &&
    clause?.field === 'email' &&
    (clause.operator ?? 'eq') === 'eq' &&
    (clause.mode ?? 'sensitive') === 'sensitive' &&
    join !== undefined &&
    Object.keys(join).length === 1 &&
    join.account === true;
  return matches && typeof clause.value === 'string' ? clause.value : null;
};

/**
 * The user by email with their accounts (credential, Google), in one statement prepared once per connection.
 * better-auth's drizzle adapter runs two (the user, then the accounts), each built anew by drizzle and mapped
 * by better-auth's field transforms: about a tenth of a sign-in's main-thread time beside the argon2id verify.
 */
function userWithAccounts(db: Database) {
  const statement = db
    .select({ user: authUsers, account: authAccounts })
    .from(authUsers)
    .leftJoin(authAccounts, eq(authAccounts.userId, authUsers.id))
    .where(eq(authUsers.email, sql.placeholder('email')))
    .prepare('auth_user_with_accounts');
  return async (email: string) => {
    const rows = await statement.execute({ email });
    if (rows.length === 0) return null;
    return { ...rows[0]!.user, account: rows.flatMap((row) => (row.account ? [row.account] : [])) };
  };
}

/**
 * The drizzle adapter with sign-in's look-up answered by userWithAccounts: the same record in the same shape
 * (sign-in-adapter.test.ts compares the two). Every other call, and any call inside a transaction, goes to the
 * drizzle adapter unchanged.
 */
export function withFastSignIn(db: Database, adapterFor: AdapterFactory): AdapterFactory {
  const findUserWithAccounts = userWithAccounts(db);
  return (options) => {
    const adapter = adapterFor(options);
    const findOne: DBAdapter['findOne'] = async <T>(data: FindOne) => {
      const email = emailLookedUp(data);
      return email === null ? adapter.findOne<T>(data) : ((await findUserWithAccounts(email)) as T | null);
    };
    return { ...adapter, findOne };
  };
}
