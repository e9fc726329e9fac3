import type { LibraryAvatar } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { patchInList, patchInPages, patchSnapshot } from './avatar-patch';

const avatar = (id: string): LibraryAvatar => ({
  id,
  docId: null,
  docUrl: '',
  data: { name: id, img: '', age: 30, gender: 'female', occupation: 'nurse', companyName: 'Acme', campaignName: 'Spring', companyId: null, campaignId: null, favorite: false },
  evidence: null,
});

describe('patchInList', () => {
  it('changes only the named avatar and keeps the others as they were', () => {
    const list = [avatar('a'), avatar('b')];
    const patched = patchInList(list, 'b', { favorite: true, name: 'Bea' })!;
    expect(patched[0]).toBe(list[0]);
    expect(patched[1]!.data).toEqual({ ...list[1]!.data, favorite: true, name: 'Bea' });
    expect(list[1]!.data.favorite).toBe(false);
  });

  it('leaves a list that is not cached alone', () => {
    expect(patchInList(undefined, 'a', { favorite: true })).toBeUndefined();
  });
});

describe('patchSnapshot', () => {
  it('changes the top-level facts of a snapshot, and nothing when there is none', () => {
    const snapshot = { id: 'a', name: 'Ann', favorite: false } as Parameters<typeof patchSnapshot>[0];
    expect(patchSnapshot(snapshot, { favorite: true })).toMatchObject({ id: 'a', name: 'Ann', favorite: true });
    expect(patchSnapshot(undefined, { name: 'x' })).toBeUndefined();
  });
});

describe('patchInPages', () => {
  it('changes the avatar in the page that holds it; the other pages, and unchanged caches, keep their identity', () => {
    const first = { items: [avatar('a'), avatar('b')], nextCursor: 'c', total: 3 };
    const second = { items: [avatar('c')], nextCursor: null, total: 3 };
    const data = { pages: [first, second], pageParams: [undefined, 'c'] };
    const patched = patchInPages(data, 'c', { favorite: true })!;
    expect(patched.pages[0]).toBe(first);
    expect(patched.pages[1]!.items[0]!.data.favorite).toBe(true);
    expect(patched.pages[1]!.total).toBe(3);
    expect(patchInPages(data, 'z', { favorite: true })).toBe(data);
    expect(patchInPages(undefined, 'a', { name: 'x' })).toBeUndefined();
  });
});
