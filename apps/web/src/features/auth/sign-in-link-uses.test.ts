import { describe, expect, it, vi } from 'vitest';
import { linkUses } from './sign-in-link-uses';

const session = { token: 'session-1', user: { email: 'ann@example.com' }, hasPassword: false };

describe('linkUses', () => {
  it('spends a link and takes its session once however many instances ask, and tells the outcome once', async () => {
    const spend = vi.fn(async () => session);
    const signIn = vi.fn(async () => undefined);
    const links = linkUses(spend);
    const answers = await Promise.all([links.use('link-1', signIn), links.use('link-1', signIn)]);
    expect(await links.use('link-1', signIn)).toBe(session);
    expect(answers).toEqual([session, session]);
    expect(spend).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('session-1', 'ann@example.com');
    expect([links.firstTelling('link-1'), links.firstTelling('link-1'), links.firstTelling('link-2')]).toEqual([true, false, true]);
  });

  it('takes no session when the link asks for the second step', async () => {
    const challenge = { twoFactorRedirect: true as const, twoFactorToken: 'step', twoFactorMethods: ['totp'] };
    const signIn = vi.fn(async () => undefined);
    const links = linkUses<typeof session>(async () => challenge);
    expect(await links.use('link-1', signIn)).toBe(challenge);
    expect(signIn).not.toHaveBeenCalled();
  });
});
