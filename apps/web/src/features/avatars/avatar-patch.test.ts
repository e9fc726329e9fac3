import type { LibraryAvatar } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { patchInList, patchSnapshot } from './avatar-patch';

const avatar = (id: string): LibraryAvatar => ({
  id,
  docId: null,
  docUrl: '',
  data: { name: id, img: '', age: 30, gender: 'female', occupation: 'nurse', companyName: 'Acme', campaignName: 'Spring', companyId: null, campaignId: null, favorite: false },
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
