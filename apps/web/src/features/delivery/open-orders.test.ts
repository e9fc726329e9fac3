import type { OpenOrder } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { attachmentName, isPending, withoutOrder, withStatus } from './open-orders';

const order = (id: string, status = 'pending'): OpenOrder => ({
  id,
  accountId: 'acc',
  accountName: 'Acme',
  orderedBy: 'olivia@example.com',
  company: 'Acme',
  campaign: 'Launch',
  product: 'Shoes',
  context: '',
  attachment: '',
  sources: [],
  refreshOf: null,
  status,
  ordered: 1,
  expectedDelivery: 2,
});

describe('open order lists', () => {
  it('replaces one status and keeps the other orders as they were', () => {
    const list = [order('a'), order('b')];
    const next = withStatus(list, 'b', 'in progress');
    expect(next.map((o) => o.status)).toEqual(['pending', 'in progress']);
    expect(next[0]).toBe(list[0]);
  });

  it('drops a delivered order', () => {
    expect(withoutOrder([order('a'), order('b')], 'a').map((o) => o.id)).toEqual(['b']);
  });

  it('knows a pending order in any case', () => {
    expect(isPending(order('a', 'Pending'))).toBe(true);
    expect(isPending(order('a', 'in progress'))).toBe(false);
  });
});

describe('attachmentName', () => {
  it('strips the folder and the unique prefix of the stored key', () => {
    expect(attachmentName('blueprint-uploads/acc-1/0f8fad5b-d9cb-469f-a165-70867728950e-audience notes.txt')).toBe('audience notes.txt');
    expect(attachmentName('blueprint-uploads/acc-1/brief.pdf')).toBe('brief.pdf');
  });
});
