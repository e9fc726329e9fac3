import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActiveMember, uniqueEmail, type Member } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findMember } from '../accounts';
import { accountActivity } from './activity.tables';
import { actorOf, recordActivity } from './record-activity';

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerActiveMember(t.app, uniqueEmail('admin'));
  member = await registerActiveMember(t.app, uniqueEmail('member'));
});
afterAll(() => t.close());

const callerOf = async (who: Member) => ({ ...(await findMember(t.database.handle.db, who.user.id))!, id: who.user.id, email: who.email, name: 'Test', lastname: 'User', createdAccountId: null, twoFactorEnabled: false });
const entriesOf = (accountId: string) => t.database.handle.db.select().from(accountActivity).where(eq(accountActivity.accountId, accountId));

describe('recordActivity', () => {
  it('writes an entry with the actor as they are now, in the change’s transaction', async () => {
    const caller = await callerOf(member);
    await t.database.handle.db.transaction((tx) => recordActivity(tx, { accountId: member.account.id, action: 'invitation.sent', actor: actorOf(caller), subject: 'ann@example.com' }));
    expect(await entriesOf(member.account.id)).toEqual([
      expect.objectContaining({ action: 'invitation.sent', actorId: member.user.id, actorName: 'Test User', actorRole: 'member', subject: 'ann@example.com', details: {} }),
    ]);
  });

  it('leaves no entry when the change it records is rolled back', async () => {
    const before = (await entriesOf(member.account.id)).length;
    await expect(
      t.database.handle.db.transaction(async (tx) => {
        await recordActivity(tx, { accountId: member.account.id, action: 'credits.changed', actor: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesOf(member.account.id)).toHaveLength(before);
  });

  it('tells a site admin acting on another account from a member, and the portal from both', async () => {
    const caller = await callerOf(admin);
    expect(actorOf(caller, member.account.id).role).toBe('admin');
    expect(actorOf(caller).role).toBe('member');
    await t.database.handle.db.transaction((tx) => recordActivity(tx, { accountId: member.account.id, action: 'plan.changed', actor: null, details: { plan: 'starter' } }));
    expect(await entriesOf(member.account.id)).toContainEqual(expect.objectContaining({ action: 'plan.changed', actorId: null, actorRole: 'portal', details: { plan: 'starter' } }));
  });
});
