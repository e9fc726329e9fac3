import { z } from 'zod';
import { FIDELITY_DRIVERS, FIDELITY_FIGURES, FIDELITY_STATUSES } from '../fidelity-limits';
import { streamErrorEventSchema } from './stream-events';

/**
 * One measured quantity of a figure ("citation precision" of grounding, "repetition" of conversation). `value`
 * is null when it could not be measured (no panel to compare with); `target` says what passing needs.
 */
export const fidelityMeasureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  /** share: 0–1 shown as a percentage; count: a whole number; score: a number shown with two decimals. */
  format: z.enum(['share', 'count', 'score']),
  target: z.object({ op: z.enum(['min', 'max']), value: z.number() }).nullable(),
  passed: z.boolean().nullable(),
});
export type FidelityMeasure = z.infer<typeof fidelityMeasureSchema>;

/** A question and answer that shows a failure (or, for a passing figure, what was checked). */
export const fidelityExampleSchema = z.object({ question: z.string(), answer: z.string(), problem: z.string() });
export type FidelityExample = z.infer<typeof fidelityExampleSchema>;

export const fidelityFigureSchema = z.object({
  key: z.enum(FIDELITY_FIGURES),
  title: z.string(),
  /** null: not measured (its note says why). */
  passed: z.boolean().nullable(),
  note: z.string().nullable(),
  measures: z.array(fidelityMeasureSchema),
  /** At most a few; failures first. */
  examples: z.array(fidelityExampleSchema),
});
export type FidelityFigure = z.infer<typeof fidelityFigureSchema>;

/** What one run of the suite found: the seven figures, whether all measured ones passed, how many answers it asked for. */
export const fidelityResultSchema = z.object({
  figures: z.array(fidelityFigureSchema),
  passed: z.boolean(),
  answers: z.number().int(),
  /** How the sentences were judged: 'lexical' (word overlap) or the judge model's name. */
  judge: z.string(),
});
export type FidelityResult = z.infer<typeof fidelityResultSchema>;

/** A stored run of the fidelity suite, for an avatar or for an order's draft Blueprint before delivery. */
export const fidelityReportSchema = z.object({
  id: z.string(),
  avatarId: z.string().nullable(),
  orderId: z.string().nullable(),
  status: z.enum(FIDELITY_STATUSES),
  driver: z.enum(FIDELITY_DRIVERS),
  /** The model's name (null for the offline persona). */
  model: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  result: fidelityResultSchema.nullable(),
});
export type FidelityReport = z.infer<typeof fidelityReportSchema>;

/** The latest report (null when none was run yet). */
export const fidelityReportResponseSchema = z.object({ report: fidelityReportSchema.nullable() });
export type FidelityReportResponse = z.infer<typeof fidelityReportResponseSchema>;

/** A run as Server-Sent Events: started, progress… (answers asked so far of the total), done | error. */
export const fidelityStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), report: fidelityReportSchema }),
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int(), figure: z.enum(FIDELITY_FIGURES) }),
  z.object({ type: z.literal('done'), report: fidelityReportSchema }),
  streamErrorEventSchema,
]);
export type FidelityStreamEvent = z.infer<typeof fidelityStreamEventSchema>;
