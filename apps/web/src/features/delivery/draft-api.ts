import { routes } from '@persona/shared';
import { streamApi } from '../../lib/stream-api';

/** routes.draftBlueprint: the model's draft of an order's delivery form as it is written, then whole (or an error). */
export const streamDraft = (orderId: string, signal: AbortSignal) => streamApi(routes.draftBlueprint, { params: { id: orderId }, signal });
