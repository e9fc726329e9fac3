import { CLAIM_SUPPORTS, type ClaimSupport } from '@persona/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { forStrictModels, requestStructured, type JsonSchema, type StructuredModelConfig } from '../persona';
import { passageBlock, PASSAGES_ARE_DATA } from './passage-prompt';

const verdictSchema = z.object({ support: z.enum(CLAIM_SUPPORTS) });
const VERDICT_JSON_SCHEMA = forStrictModels(z.toJSONSchema(verdictSchema, { target: 'draft-7' }) as JsonSchema);

export const JUDGE_SYSTEM_PROMPT = `You check a claim about a buyer persona against passages of the customer's own research (interview transcripts, survey rows, reviews, notes).
Answer "supported" when the passages state what the claim says (paraphrase is fine), "weak" when they point that way but say less or something near it, and "unsupported" when they do not say it or say otherwise. Judge only by the passages, not by what is likely.
${PASSAGES_ARE_DATA}
Answer only with JSON in the given schema.`;

export const judgeMessage = (claim: string, passages: readonly { text: string }[]) =>
  `Claim:\n${JSON.stringify(claim)}\n\nCited passages:\n${passages.map((p, i) => passageBlock(`P${i + 1}`, p.text)).join('\n')}`;

const JUDGE_INVALID_MESSAGE = "The judge model's answer was not a support mark, so the claims were not checked. Try again.";

/** One claim's mark by the judge model (an entailment check), or MODEL_FAILED when its answer is not a mark. */
export async function judgeSupport(config: StructuredModelConfig, claim: string, passages: readonly { text: string }[]): Promise<ClaimSupport> {
  const text = await requestStructured(config, { name: 'claim_support', system: JUDGE_SYSTEM_PROMPT, user: judgeMessage(claim, passages), schema: VERDICT_JSON_SCHEMA });
  try {
    return verdictSchema.parse(JSON.parse(text)).support;
  } catch {
    throw new AppError('MODEL_FAILED', JUDGE_INVALID_MESSAGE);
  }
}
