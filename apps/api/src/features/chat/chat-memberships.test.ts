import { CHAT_FEATURE, endpoints, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, registerActiveMember, type Member } from '../../test/auth-helpers';
import { call, callOk } from '../../test/call';
import { orderAndDeliver, giveCredits } from '../../test/delivery-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * CHAT_MEMBERSHIPS decides who may chat and run panels: a membership in the list passes the gate, one not in it
 * gets the gate's 403 (here the spec's own 'test' is left out), and the settings and the plans say the same.
 */
describe('CHAT_MEMBERSHIPS=accelerator,agency', () => {
  let t: TestApp;
  let callers: { admin: Member; member: Member; other: Member };
  let avatar: LibraryAvatar;
  const setMembership = (member: Member, membership: 'accelerator' | 'test' | 'starter') =>
    callOk(t.app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership }, token: callers.admin.token });

  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_MEMBERSHIPS: 'accelerator, agency' } });
    callers = await createCallers(t.app);
    await giveCredits(t.app, callers.admin, callers.member, 2);
    ({ avatar } = await orderAndDeliver(t.app, callers.admin, callers.member));
  });
  afterAll(() => t.close());

  const startThread = (member: Member) => call(t.app, endpoints.newThread, { body: { accountId: member.account.id, avatarId: avatar.id }, token: member.token });
  const listPanels = (member: Member) => call(t.app, endpoints.listPanels, { params: { accountId: member.account.id }, token: member.token });

  it('lets a listed membership chat and use panels', async () => {
    await setMembership(callers.member, 'accelerator');
    expect((await startThread(callers.member)).statusCode).toBe(201);
    expect((await listPanels(callers.member)).statusCode).toBe(200);
  });

  it("refuses a membership not in the list, the spec's 'test' included, with the gate's 403 naming the list", async () => {
    for (const membership of ['test', 'starter'] as const) {
      await setMembership(callers.member, membership);
      for (const res of [await startThread(callers.member), await listPanels(callers.member)]) {
        expect(res.statusCode, membership).toBe(403);
        expect(res.json().error).toEqual({
          code: 'MEMBERSHIP_REQUIRED',
          message: 'Chat with avatars and panels need one of these memberships on your account: "accelerator", "agency".',
        });
      }
    }
    const fresh = await registerActiveMember(t.app);
    expect((await listPanels(fresh)).json().error.code).toBe('MEMBERSHIP_REQUIRED');
  });

  it('tells the web app the list, and promises chat only on the plans that get it', async () => {
    const config = await callOk(t.app, endpoints.publicConfig, {});
    expect(config.chatMemberships).toEqual(['accelerator', 'agency']);
    const plans = await callOk(t.app, endpoints.listProducts, {});
    const features = Object.fromEntries(plans.map((plan) => [plan.id, plan.features]));
    expect(features.studio).not.toContain(CHAT_FEATURE);
    expect(features.accelerator).toEqual(['everything in Studio', CHAT_FEATURE, 'up to 10 blueprint credits monthly', '1 strategic marketing brief', 'monthly credit updates', 'priority support']);
    expect(features.agency?.[1]).toBe(CHAT_FEATURE);
  });
});

describe('CHAT_MEMBERSHIPS unset: the spec default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is 'test', which no plan sells: no plan card promises chat", async () => {
    expect((await callOk(t.app, endpoints.publicConfig, {})).chatMemberships).toEqual(['test']);
    for (const plan of await callOk(t.app, endpoints.listProducts, {})) expect(plan.features, plan.id).not.toContain(CHAT_FEATURE);
  });
});
