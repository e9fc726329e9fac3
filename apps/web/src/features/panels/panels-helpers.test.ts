import { DEFAULT_CHAT_MEMBERSHIPS, mayCall, type CallerSession, type PanelListItem } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { markdownFileName } from './export-file';
import { PANELS_ROUTE } from './panel-access';
import { newestFirst } from './panels-api';

describe('markdownFileName', () => {
  it('names the file after the title, without characters file systems refuse', () => {
    expect(markdownFileName('Spring email')).toBe('Spring email.md');
    expect(markdownFileName('Boots or shoes? A/B "test"')).toBe('Boots or shoes A B test.md');
    expect(markdownFileName(' ...?? ')).toBe('panel.md');
  });
});

describe('the panels gate', () => {
  const session = (membership: string | null, isAdmin: boolean): CallerSession => ({ user: { id: 'u1', isAdmin }, account: { isActive: true, membership, ownerId: 'u1', requireTwoFactor: false }, twoFactorEnabled: false });
  const canUsePanels = (caller: CallerSession | null, chatMemberships: readonly string[] = DEFAULT_CHAT_MEMBERSHIPS) => mayCall(PANELS_ROUTE, caller, chatMemberships);
  it("is for the 'test' membership and site admins by default", () => {
    expect(canUsePanels(session('test', false))).toBe(true);
    expect(canUsePanels(session(null, false))).toBe(false);
    expect(canUsePanels(session(null, true))).toBe(true);
    expect(canUsePanels({ user: null, account: null, twoFactorEnabled: false })).toBe(false);
  });
  it('follows CHAT_MEMBERSHIPS', () => {
    expect(canUsePanels(session('agency', false), ['agency', 'test'])).toBe(true);
    expect(canUsePanels(session('starter', false), ['agency', 'test'])).toBe(false);
    expect(canUsePanels(session('test', false), ['agency'])).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders the saved panels by creation, newest first', () => {
    const item = (id: string, createdAt: number): PanelListItem => ({ id, kind: 'question', title: id, status: 'done', createdAt, updatedAt: createdAt, memberNames: [] });
    expect(newestFirst([item('old', 1), item('new', 3), item('mid', 2)]).map(({ id }) => id)).toEqual(['new', 'mid', 'old']);
  });
});
