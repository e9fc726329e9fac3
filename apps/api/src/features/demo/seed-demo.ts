import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, users } from '../accounts';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';
import { campaigns, companies } from '../companies';
import { creditTransactions } from '../credits';
import { addBusinessDays, orders } from '../orders';
import { DEMO_COMPANIES } from './demo-avatars';
import { DEMO_PEOPLE, demoDocument } from './demo-personas';

const OPEN_ORDERS = 2;
/** The credits the demo account has left after its orders. */
const CREDITS_LEFT = 5;
const DAY = 86_400_000;
export const DEMO_LOGIN = { email: 'demo@persona-portal.local', password: 'demo-password-1' };

/**
 * Fills the instance with a demo account (an active site admin with a full library): companies, campaigns,
 * 12 delivered avatars with portraits and documents, and 2 orders still being processed, each charged a credit in the
 * ledger as a real order is (the account opens with what it spends plus what it has left). Idempotent.
 */
export async function seedDemo(app: FastifyInstance): Promise<'created' | 'exists'> {
  const db = app.database.db;
  if ((await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email))).length > 0) return 'exists';
  const { user: identity } = await app.auth.api.signUpEmail({ body: { ...DEMO_LOGIN, name: 'Demo', lastname: 'User' } });
  await db.transaction(async (tx) => {
    const orderCount = DEMO_PEOPLE.length + OPEN_ORDERS;
    const firstOrderAt = Date.now() - 30 * DAY;
    // The insert logs the opening grant (a trigger); it is dated before the first order, as the account is.
    const opening = CREDITS_LEFT + orderCount;
    const [account] = await tx
      .insert(accounts)
      .values({ name: 'Persona Demo', isActive: true, credits: opening, membership: 'test', onboarded: true, createdBy: identity.id, createdAt: new Date(firstOrderAt - DAY) })
      .returning();
    await tx.update(creditTransactions).set({ createdAt: new Date(firstOrderAt - DAY) }).where(eq(creditTransactions.accountId, account!.id));
    await tx.insert(users).values({ id: identity.id, accountId: account!.id, email: DEMO_LOGIN.email, name: 'Demo', lastname: 'User', company: 'Persona Demo', isAdmin: true });
    // In DEMO_CAMPAIGNS' order, so the n-th order lands on demoCampaignOf(n).
    const targets: Array<{ companyId: string; campaignId: string; companyName: string; campaignName: string }> = [];
    for (const [companyName, campaignNames] of DEMO_COMPANIES) {
      const [company] = await tx.insert(companies).values({ accountId: account!.id, displayName: companyName }).returning();
      for (const campaignName of campaignNames) {
        const [campaign] = await tx.insert(campaigns).values({ companyId: company!.id, displayName: campaignName }).returning();
        targets.push({ companyId: company!.id, campaignId: campaign!.id, companyName, campaignName });
      }
    }
    for (let n = 0; n < orderCount; n++) {
      const target = targets[n % targets.length]!;
      const base = { accountId: account!.id, userId: identity.id, ...target };
      const orderedAt = new Date(firstOrderAt + n * DAY);
      const person = DEMO_PEOPLE[n];
      const [order] = await tx
        .insert(orders)
        .values({ ...base, product: `${target.companyName}'s flagship offer`, context: 'Demo order', price: 1, orderedAt, expectedAt: addBusinessDays(orderedAt, 2), status: person ? 'complete' : 'in progress', deliveredAt: person ? addBusinessDays(orderedAt, 2) : null })
        .returning();
      await tx.insert(creditTransactions).values({ accountId: account!.id, change: -1, balanceAfter: opening - n - 1, reason: 'order', reference: order!.id, actorId: identity.id, createdAt: orderedAt });
      if (!person) continue;
      const [blueprint] = await tx.insert(blueprints).values({ accountId: account!.id, document: demoDocument(person, target.companyName) }).returning();
      const [avatar] = await tx.insert(avatars).values({ ...base, orderId: order!.id, docId: blueprint!.id, ...person, favorite: n % 4 === 0 }).returning();
      await tx.update(orders).set({ docId: avatar!.id }).where(eq(orders.id, order!.id));
    }
    await tx.update(accounts).set({ credits: CREDITS_LEFT }).where(eq(accounts.id, account!.id));
  });
  return 'created';
}
