import { accessRefusal, DEFAULT_CHAT_MEMBERSHIPS, allEndpoints, API_PREFIX, endpoints, ERROR_STATUS, type CallerSession, type EndpointDefinition, type ErrorCode } from '@persona/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, registerMember, signUp, teammateOf, uniqueEmail } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OwnerSummary } from './ownership';
import type { RouteConfig } from './route';

/**
 * The access matrix of every catalogue endpoint, derived from its declaration (access, membership) and its route's
 * ownership rules, for each kind of caller. The input names the member's own account (an `email` parameter, the
 * member's email), so a caller of another account is refused by an account rule, and a record rule finds no record.
 * Only answers decided before a handler runs are asked for: the guard's (before validation), validation's, and the
 * ownership rules'; a read that passes them all must not be refused.
 */

const CALLERS = ['anonymous', 'newcomer', 'inactive', 'noMembership', 'member', 'teammate', 'other', 'unenrolled', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
interface MatrixCaller {
  token?: string;
  session: CallerSession | null;
  email?: string;
  accountId?: string;
}

/** The refusals a caller who passes a route's access and ownership must never get. */
const REFUSALS: ErrorCode[] = ['UNAUTHENTICATED', 'PROFILE_MISSING', 'ADMINS_ONLY', 'ACCOUNT_INACTIVE', 'MEMBERSHIP_REQUIRED', 'OWNER_ONLY', 'NOT_YOUR_ACCOUNT', 'TWO_FACTOR_REQUIRED'];

type Expected = { code: ErrorCode } | { passes: true } | null;

const registered = new Map<string, RouteConfig & { attachValidation: boolean }>();
let t: TestApp;
const callers = {} as Record<CallerName, MatrixCaller>;

async function memberCaller(membership: 'test' | null, active: boolean): Promise<MatrixCaller> {
  const member = await registerMember(t.app, uniqueEmail('matrix'));
  if (active) await activate(t.app, member.account.id);
  if (membership) await callOk(t.app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership }, token: callers.admin.token });
  return {
    token: member.token,
    email: member.email,
    accountId: member.account.id,
    session: { user: { id: member.user.id, isAdmin: member.user.isAdmin }, account: { isActive: active || member.user.isAdmin, membership, ownerId: member.user.id, requireTwoFactor: false }, twoFactorEnabled: false },
  };
}

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const config = route.config as RouteConfig | undefined;
      if (config?.endpoint && route.method !== 'HEAD') registered.set(`${config.endpoint.method} ${config.endpoint.path}`, { ...config, attachValidation: !!route.attachValidation });
    },
  });
  // The first user of the instance is its site admin.
  callers.admin = await memberCaller(null, true);
  callers.member = await memberCaller('test', true);
  // Of the member's account without owning it: refused the owner's routes, passes the others as the member.
  const teammate = await teammateOf(t.app, { token: callers.member.token!, account: { id: callers.member.accountId! } });
  callers.teammate = { ...callers.member, token: teammate.token, email: teammate.email, session: { ...callers.member.session!, user: { id: teammate.id, isAdmin: false } } };
  callers.other = await memberCaller('test', true);
  callers.noMembership = await memberCaller(null, true);
  callers.inactive = await memberCaller('test', false);
  // The owner of an account that requires two-factor sign-in, theirs off: only the calls that lead to it pass.
  const unenrolled = await memberCaller('test', true);
  await callOk(t.app, endpoints.setAccountSecurity, { params: { id: unenrolled.accountId! }, body: { requireTwoFactor: true }, token: unenrolled.token });
  callers.unenrolled = { ...unenrolled, session: { ...unenrolled.session!, account: { ...unenrolled.session!.account!, requireTwoFactor: true } } };
  const newcomer = await signUp(t.app, uniqueEmail('newcomer'));
  callers.newcomer = { token: newcomer.token, email: newcomer.email, session: { user: null, account: null, twoFactorEnabled: false } };
  callers.anonymous = { session: null };
}, 120_000);
afterAll(() => t.close());

/** The member's own account in every path parameter (its email in an `email` one). */
const memberParams = (endpoint: EndpointDefinition): Record<string, string> =>
  Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]\w*)|\*$/g)].map(([whole, name]) => [name ?? '*', whole === '*' ? 'sample/file.txt' : name === 'email' ? callers.member.email! : callers.member.accountId!]));

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } } | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** Whether the input sent (the member's params, no query, no body) passes the endpoint's validation. */
const validInput = (endpoint: EndpointDefinition) => accepts(endpoint.params, memberParams(endpoint)) && accepts(endpoint.query, {}) && accepts(endpoint.body, undefined);

/** The first ownership rule that refuses the caller the member's records, if any. */
function ownerRefusal(rules: readonly OwnerSummary[], caller: MatrixCaller): ErrorCode | null {
  const own = caller.accountId === callers.member.accountId;
  const isAdmin = caller.session?.user?.isAdmin ?? false;
  for (const rule of rules) {
    if (rule.kind === 'account' && !(own || (rule.mode !== 'write' && isAdmin))) return 'NOT_YOUR_ACCOUNT';
    // No record has an account's id: whoever asks, none is found.
    if (rule.kind === 'record') return 'NOT_FOUND';
    if (rule.kind === 'identity' && !(caller.email === callers.member.email || (rule.admins && isAdmin))) return 'FORBIDDEN';
  }
  return null;
}

/** What the declaration says the caller gets (null: decided by the handler, not asked here). */
function expected(endpoint: EndpointDefinition, config: RouteConfig & { attachValidation: boolean }, caller: MatrixCaller): Expected {
  const refusal = accessRefusal(endpoint, caller.session, DEFAULT_CHAT_MEMBERSHIPS);
  if (refusal) return { code: refusal };
  if (endpoint.upload || config.attachValidation) return null;
  if (!validInput(endpoint)) return { code: 'BAD_REQUEST' };
  const owner = ownerRefusal(config.owner, caller);
  if (owner) return { code: owner };
  return endpoint.method === 'GET' ? { passes: true } : null;
}

describe('the access matrix, derived from each route’s access, membership and ownership rules', () => {
  it('covers every catalogue endpoint', () => {
    expect([...registered.keys()].sort()).toEqual(allEndpoints.map((e) => `${e.method} ${e.path}`).sort());
  });

  for (const endpoint of allEndpoints.filter((e) => e.path.startsWith(`${API_PREFIX}/`))) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const config = registered.get(`${endpoint.method} ${endpoint.path}`)!;
      const mismatches: string[] = [];
      for (const name of CALLERS) {
        const caller = callers[name];
        const want = expected(endpoint, config, caller);
        if (!want) continue;
        const res = await call(t.app, endpoint, { params: memberParams(endpoint), token: caller.token });
        const json = String(res.headers['content-type']).includes('application/json');
        const error: { code?: string; message?: string } | undefined = res.statusCode >= 400 && json ? res.json().error : undefined;
        if ('passes' in want) {
          if (error?.code && REFUSALS.includes(error.code as ErrorCode)) mismatches.push(`${name}: refused ${res.statusCode} ${error.code}`);
        } else if (res.statusCode !== ERROR_STATUS[want.code] || error?.code !== want.code || !error.message) {
          mismatches.push(`${name}: expected ${ERROR_STATUS[want.code]} ${want.code} in JSON with a message, got ${res.statusCode} ${error?.code ?? res.body.slice(0, 80)}`);
        } else if (want.code === 'MEMBERSHIP_REQUIRED' && !DEFAULT_CHAT_MEMBERSHIPS.every((m) => error.message?.includes(`"${m}"`))) {
          mismatches.push(`${name}: the refusal does not name the membership: ${error.message}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
