import type { ClaimCheckResponse } from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { orders } from '../orders';
import type { StructuredModelConfig } from '../persona';
import { markClaims, toClaimCheck, type SectionClaims } from './claims-check';
import { orderPassages } from './order-passages.queries';

/** POST /api/admin/orders/{id}/claims/check: the order's claims marked by its own passages (nothing is stored). */
export async function checkOrderClaims(db: Database, judge: StructuredModelConfig | null, orderId: string, claims: SectionClaims): Promise<ClaimCheckResponse> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
  return toClaimCheck(await markClaims(claims, await orderPassages(db, order.id), judge));
}
