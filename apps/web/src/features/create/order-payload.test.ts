import type { Company } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blueprintOrderBody, findSelection, newOrderId } from './order-payload';
import { sourceListReducer, type SourceAction } from './source-list';

const companies: Company[] = [
  { id: 'co-1', accountId: 'acc-1', displayName: 'Acme', campaigns: true, timestamp: 2, campaignList: [{ id: 'ca-1', companyId: 'co-1', displayName: 'Spring' }] },
  { id: 'co-2', accountId: 'acc-1', displayName: 'Globex', campaigns: true, timestamp: 1, campaignList: [] },
];

describe('findSelection', () => {
  it('finds the company and its campaign', () => {
    expect(findSelection(companies, 'co-1', 'ca-1')).toEqual({ company: companies[0], campaign: companies[0]!.campaignList[0] });
  });

  it('is null for a campaign of another company, or ids no longer in the list', () => {
    expect(findSelection(companies, 'co-2', 'ca-1')).toBeNull();
    expect(findSelection(companies, 'gone', 'ca-1')).toBeNull();
    expect(findSelection(companies, 'co-1', '')).toBeNull();
  });
});

describe('blueprintOrderBody', () => {
  const { company, campaign } = findSelection(companies, 'co-1', 'ca-1')!;

  it('builds the payload of spec section 3', () => {
    expect(blueprintOrderBody({ accountId: 'acc-1', userId: 'u-1', company, campaign, product: ' Shoes ', context: '', sources: [], id: 'id-1' })).toEqual({
      user: { accountId: 'acc-1', userId: 'u-1' },
      data: { companyName: 'Acme', campaignName: 'Spring', companyId: 'co-1', campaignId: 'ca-1', product: 'Shoes', context: '', id: 'id-1', attachment: '', sources: [], price: 1 },
    });
  });

  it('names the avatar a refresh is for, and only then', () => {
    const input = { accountId: 'acc-1', userId: 'u-1', company, campaign, product: 'Shoes', context: '', sources: [], id: 'id-1' };
    expect(blueprintOrderBody({ ...input, refreshOf: 'av-1' }).data.refreshOf).toBe('av-1');
    expect('refreshOf' in blueprintOrderBody({ ...input, refreshOf: null }).data).toBe(false);
  });

  it('carries the sources that were read, in their order, and the first file as the attachment', () => {
    const source = (id: string, kind: 'file' | 'text') => ({ id, kind, name: id, size: 1, passageCount: 1, key: `blueprint-uploads/acc-1/${id}.txt` });
    const sources = (
      [
        { type: 'added', key: 0, input: { kind: 'text', label: 'Call notes', text: 'Price matters.' } },
        { type: 'added', key: 1, input: { kind: 'file', file: { name: 'interview.txt', size: 5 } as File } },
        { type: 'added', key: 2, input: { kind: 'file', file: { name: 'photo.png', size: 5 } as File } },
        { type: 'read', key: 0, source: source('s-0', 'text') },
        { type: 'read', key: 1, source: source('s-1', 'file') },
      ] satisfies SourceAction[]
    ).reduce(sourceListReducer, []);
    const { data } = blueprintOrderBody({ accountId: 'acc-1', userId: 'u-1', company, campaign, product: 'Shoes', context: '', sources, id: 'id-1' });
    expect(data.sources).toEqual(['s-0', 's-1']);
    expect(data.attachment).toBe('blueprint-uploads/acc-1/s-1.txt');
  });
});

describe('newOrderId', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 20 }, newOrderId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes them from random bytes where crypto.randomUUID is missing (plain http)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newOrderId()).toMatch(UUID_V4);
    expect(newOrderId()).not.toBe(newOrderId());
  });
});
