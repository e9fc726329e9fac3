import type { OrderSource } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { passageTotal, sourcesSummary } from './order-sources';

const source = (passageCount: number, kind: OrderSource['kind'] = 'file'): OrderSource => ({ id: `s-${passageCount}`, kind, name: 'x', size: 1, passageCount, key: 'k' });

describe("an order's sources", () => {
  it('count their passages together', () => {
    expect(passageTotal([source(400), source(12, 'text'), source(0)])).toBe(412);
    expect(passageTotal([])).toBe(0);
  });

  it('read as sources and passages in the Sources cell, one or many', () => {
    expect(sourcesSummary([source(400), source(12, 'text'), source(0)])).toBe('3 sources · 412 passages');
    expect(sourcesSummary([source(1)])).toBe('1 source · 1 passage');
    expect(sourcesSummary([source(1500), source(0)])).toBe('2 sources · 1,500 passages');
    expect(sourcesSummary([])).toBeNull();
  });
});
