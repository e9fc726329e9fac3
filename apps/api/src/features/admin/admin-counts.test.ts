import { endpoints, type Order } from '@persona/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test/auth-helpers';
import { appWithCallers, tokenOf } from '../../test/app-with-callers';
import { call, callOk } from '../../test/call';
import { giveCredits, orderAndDeliver } from '../../test/delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../../test/order-helpers';
import { orders } from '../orders';

const ctx = appWithCallers();
const counts = () => callOk(ctx.t.app, endpoints.adminCounts, { token: ctx.callers.admin.token });

describe('GET /api/admin/counts', () => {
  for (const [caller, status, code] of [['anonymous', 401, 'UNAUTHENTICATED'], ['member', 403, 'ADMINS_ONLY'], ['admin', 200, null]] as const) {
    it(`as ${caller} → ${status}`, async () => {
      const res = await call(ctx.t.app, endpoints.adminCounts, { token: tokenOf(ctx.callers, caller) });
      expect(res.statusCode).toBe(status);
      if (code) expect(res.json().error.code).toBe(code);
    });
  }

  it('counts accounts (inactive), users (admins), open orders and those past their expected delivery', async () => {
    const { admin, member } = ctx.callers;
    const before = await counts();
    await registerMember(ctx.t.app);
    await giveCredits(ctx.t.app, admin, member, 5);
    await orderAndDeliver(ctx.t.app, admin, member);
    const open = (await placeOrder(ctx.t.app, member, orderPayload(member, await seedCampaign(ctx.t.app, member)))).json() as Order;
    const late = (await placeOrder(ctx.t.app, member, orderPayload(member, await seedCampaign(ctx.t.app, member)))).json() as Order;
    await ctx.t.app.database.db.update(orders).set({ expectedAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.id, late.id));

    const after = await counts();
    expect(after.accounts).toEqual({ total: before.accounts.total + 1, inactive: before.accounts.inactive + 1 });
    expect(after.users).toEqual({ total: before.users.total + 1, admins: before.users.admins });
    expect(after.orders).toEqual({ open: before.orders.open + 2, overdue: before.orders.overdue + 1 });
    expect(open.docId).toBeNull();
  });
});
