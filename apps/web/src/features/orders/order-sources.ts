import type { OrderSource } from '@persona/shared';
import { ORDERS_TEXTS } from './orders-texts';

/** All passages an order's sources gave. */
export const passageTotal = (sources: readonly OrderSource[]): number => sources.reduce((total, { passageCount }) => total + passageCount, 0);

/** The Sources cell: '3 sources · 412 passages', or null for an order without sources. */
export const sourcesSummary = (sources: readonly OrderSource[]): string | null =>
  sources.length === 0 ? null : ORDERS_TEXTS.sourcesSummary(sources.length, passageTotal(sources));
