/**
 * Evidence: the claims of a version-2 Blueprint and their support by the passages of the order's sources (the
 * lexical check or a judge model), the version-2 document, and drafting claims from the passages (a model's
 * request, or an extractive draft without one). Delivery uses it through this file only.
 */
export { supportJudge } from './claims-check';
export { checkOrderClaims } from './check-order-claims';
export { claimsDraftRequest } from './claims-draft-model';
export { evidenceBlueprint } from './evidence-blueprint';
export { extractiveDraft } from './extractive-draft';
export { orderEvidence, orderPassages } from './order-passages.queries';
