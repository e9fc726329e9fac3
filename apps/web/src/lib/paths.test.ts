import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminOrderPath, chatPath, PATHS } from './paths';

describe('chatPath', () => {
  it('addresses the new conversation with an avatar, and each of its threads below it', () => {
    expect(chatPath('av-1')).toBe('/chat/avatar/av-1');
    expect(chatPath('av-1', null)).toBe('/chat/avatar/av-1');
    expect(chatPath('av-1', 'th-2')).toBe('/chat/avatar/av-1/threads/th-2');
  });

  it("gives back the ids the router reads, whatever characters they hold", () => {
    const address = chatPath('a b/c', 'th?#1');
    expect(address).toBe('/chat/avatar/a%20b%2Fc/threads/th%3F%231');
    // As the router matches a location (matchRoutes decodes the address first).
    const params = (path: string, address: string) => matchRoutes([{ path }], address)?.[0]?.params;
    expect(params(PATHS.chatThread, address)).toEqual({ id: 'a b/c', threadId: 'th?#1' });
    expect(params(PATHS.chatAvatar, chatPath('a b/c'))).toEqual({ id: 'a b/c' });
  });

  it("is a route of its own only with a thread: the avatar's address does not match the thread route", () => {
    expect(matchPath(PATHS.chatThread, chatPath('av-1'))).toBeNull();
    expect(matchPath(PATHS.chatAvatar, chatPath('av-1', 'th-2'))).toBeNull();
  });
});

describe('adminOrderPath', () => {
  it("addresses an order's delivery console", () => {
    expect(adminOrderPath('o 1')).toBe('/admin/orders/o%201');
  });
});
