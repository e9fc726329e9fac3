import type { User } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { usersByAccount } from './users-by-account';

const user = (id: string, account: string): User => ({ id, account, name: 'N', lastname: 'L', email: `${id}@x.com`, company: 'C', isAdmin: false });

describe('usersByAccount', () => {
  it('groups users under their account id, keeping their order', () => {
    const groups = usersByAccount([user('u1', 'a'), user('u2', 'b'), user('u3', 'a')]);
    expect(groups.get('a')?.map((u) => u.id)).toEqual(['u1', 'u3']);
    expect(groups.get('b')?.map((u) => u.id)).toEqual(['u2']);
    expect(groups.get('c')).toBeUndefined();
  });
});
