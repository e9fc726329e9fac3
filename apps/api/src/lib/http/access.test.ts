import { ACCESS_LEVELS, DEFAULT_CHAT_MEMBERSHIPS, MESSAGES } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { canUseAccount, checkAccess } from './access';
import type { Identity, Member } from './caller';

const identity: Identity = { id: 'i1', email: 'ann@example.com', name: 'Ann', lastname: 'Lee', user: null, account: null, createdAccountId: null, twoFactorEnabled: false };
const created = new Date(0);
const member = (user: Partial<Member['user']> = {}, account: Partial<Member['account']> = {}): Member => ({
  ...identity,
  user: { id: 'u1', accountId: 'a1', isAdmin: false, name: 'Ann', lastname: 'Lee', email: identity.email, company: 'Acme', createdAt: created, ...user },
  account: { id: 'a1', name: 'Acme', isActive: true, membership: null, creditBased: true, credits: 1, onboarded: false, requireTwoFactor: false, createdBy: 'i1', ownerId: 'u1', createdAt: created, closedAt: null, purgeAfter: null, ...account },
});

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
};

/** The spec's default CHAT_MEMBERSHIPS. */
const CHAT = DEFAULT_CHAT_MEMBERSHIPS;

describe('checkAccess: each level includes the one before it', () => {
  it('lets anyone call a public endpoint', () => {
    expect(refusal(() => checkAccess(null, { access: 'public' }, CHAT))).toBeNull();
  });

  it('refuses every other level to an anonymous caller with 401', () => {
    for (const access of ACCESS_LEVELS.filter((a) => a !== 'public')) {
      expect(refusal(() => checkAccess(null, { access }, CHAT))?.code, access).toBe('UNAUTHENTICATED');
    }
  });

  it('asks a signed-in identity without records to complete its profile', () => {
    expect(refusal(() => checkAccess(identity, { access: 'session' }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(identity, { access: 'user' }, CHAT))?.code).toBe('PROFILE_MISSING');
  });

  it('refuses product calls of an inactive account with the spec text, but never a site admin', () => {
    expect(refusal(() => checkAccess(member({}, { isActive: false }), { access: 'active' }, CHAT))).toEqual({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.notActivated });
    expect(refusal(() => checkAccess(member({}, { isActive: false }), { access: 'user' }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(member({ isAdmin: true }, { isActive: false }), { access: 'active' }, CHAT))).toBeNull();
  });

  it('keeps admin calls for site admins', () => {
    expect(refusal(() => checkAccess(member(), { access: 'admin' }, CHAT))?.code).toBe('ADMINS_ONLY');
    expect(refusal(() => checkAccess(member({ isAdmin: true }), { access: 'admin' }, CHAT))).toBeNull();
  });

  it('gates chat to the memberships CHAT_MEMBERSHIPS lists (site admins exempt)', () => {
    expect(refusal(() => checkAccess(member({}, { membership: 'starter' }), { access: 'active', membership: 'chat' }, CHAT))).toEqual({
      code: 'MEMBERSHIP_REQUIRED',
      message: 'Chat with avatars and panels need the "test" membership on your account.',
    });
    expect(refusal(() => checkAccess(member({}, { membership: null }), { access: 'active', membership: 'chat' }, CHAT))?.code).toBe('MEMBERSHIP_REQUIRED');
    expect(refusal(() => checkAccess(member({}, { membership: 'test' }), { access: 'active', membership: 'chat' }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(member({ isAdmin: true }), { access: 'active', membership: 'chat' }, CHAT))).toBeNull();
  });

  it('follows the configured list: a listed plan membership passes, the spec default no longer does', () => {
    const plans = ['accelerator', 'agency'];
    expect(refusal(() => checkAccess(member({}, { membership: 'agency' }), { access: 'active', membership: 'chat' }, plans))).toBeNull();
    expect(refusal(() => checkAccess(member({}, { membership: 'test' }), { access: 'active', membership: 'chat' }, plans))).toEqual({
      code: 'MEMBERSHIP_REQUIRED',
      message: 'Chat with avatars and panels need one of these memberships on your account: "accelerator", "agency".',
    });
  });
});

describe("checkAccess: the account's requirement of two-factor sign-in", () => {
  const required = { requireTwoFactor: true };
  const refused = { code: 'TWO_FACTOR_REQUIRED', message: MESSAGES.twoFactorRequired };

  it('holds back a member without a second factor on every call past the session, site admins on their own account too', () => {
    for (const access of ['user', 'active', 'admin'] as const) {
      expect(refusal(() => checkAccess(member({ isAdmin: true }, required), { access }, CHAT)), access).toEqual(refused);
    }
    expect(refusal(() => checkAccess(member({}, required), { access: 'active', role: 'owner' }, CHAT))).toEqual(refused);
  });

  it('lets them reach the session calls and those that lead to turning it on, and lets them on once it is on', () => {
    expect(refusal(() => checkAccess(member({}, required), { access: 'session' }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(member({}, required), { access: 'user', beforeTwoFactor: true }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess({ ...member({}, required), twoFactorEnabled: true }, { access: 'active' }, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(member(), { access: 'active' }, CHAT))).toBeNull();
  });

  it('leaves an inactive account its activation message', () => {
    expect(refusal(() => checkAccess(member({}, { ...required, isActive: false }), { access: 'active' }, CHAT))?.code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('checkAccess: the owner role', () => {
  const forOwner = { access: 'active', role: 'owner' } as const;

  it('lets the account owner call an owner route, and refuses its other members', () => {
    expect(refusal(() => checkAccess(member(), forOwner, CHAT))).toBeNull();
    expect(refusal(() => checkAccess(member({ id: 'u2' }), forOwner, CHAT))).toEqual({ code: 'OWNER_ONLY', message: 'Only the account owner can do this.' });
    expect(refusal(() => checkAccess(member({}, { ownerId: null }), forOwner, CHAT))?.code).toBe('OWNER_ONLY');
  });

  it('gives site admins no owner role in an account they do not own (they act through the admin routes)', () => {
    expect(refusal(() => checkAccess(member({ id: 'u2', isAdmin: true }), forOwner, CHAT))?.code).toBe('OWNER_ONLY');
  });
});

describe('canUseAccount', () => {
  it('lets members read and write their account, site admins only read others', () => {
    expect(canUseAccount(member(), 'a1', 'write')).toBe(true);
    expect(canUseAccount(member(), 'a2', 'read')).toBe(false);
    expect(canUseAccount(member({ isAdmin: true }), 'a2', 'read')).toBe(true);
    expect(canUseAccount(member({ isAdmin: true }), 'a2', 'write')).toBe(false);
  });
});
