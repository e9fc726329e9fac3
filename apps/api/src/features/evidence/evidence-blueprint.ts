import { BLUEPRINT_SECTIONS, coverageOf, type BlueprintDocumentV2, type EvidenceCoverage } from '@persona/shared';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { StructuredModelConfig } from '../persona';
import { markClaims, type SectionClaims } from './claims-check';
import { toEvidenceDocument } from './evidence-document';
import { orderPassages } from './order-passages.queries';

const titleOf = (key: string) => BLUEPRINT_SECTIONS.find((s) => s.key === key)?.title ?? key;
const shortClaim = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * A delivery's claims as a version-2 document: every citation must be a passage of this order's sources (422
 * naming the claim), the server marks each claim's support, and a claim no passage supports is kept only as a
 * marked assumption (422 CLAIM_UNSUPPORTED naming its section and claim). Read before the delivery's
 * transaction: a judge model may take its time.
 */
export async function evidenceBlueprint(db: Database, judge: StructuredModelConfig | null, orderId: string, claims: SectionClaims): Promise<{ document: BlueprintDocumentV2; coverage: EvidenceCoverage }> {
  const passages = await orderPassages(db, orderId);
  for (const { key } of BLUEPRINT_SECTIONS) {
    for (const claim of claims[key] ?? []) {
      const unknown = claim.citations.find((id) => !passages.has(id));
      if (unknown) throw new AppError('UNPROCESSABLE', `The claim “${shortClaim(claim.text)}” in “${titleOf(key)}” cites ${unknown}, which is not a passage of this order’s sources.`);
    }
  }
  const marked = await markClaims(claims, passages, judge);
  for (const [key, list] of Object.entries(marked)) {
    const refused = list.find((claim) => claim.support === 'unsupported' && !claim.assumption);
    if (refused) {
      throw new AppError('CLAIM_UNSUPPORTED', `The claim “${shortClaim(refused.text)}” in “${titleOf(key)}” is not supported by the passages it cites. Cite a passage that says it, or keep it as a marked assumption.`);
    }
  }
  const document = toEvidenceDocument(marked, passages);
  return { document, coverage: coverageOf(document.sections.flatMap((s) => s.claims)) };
}
