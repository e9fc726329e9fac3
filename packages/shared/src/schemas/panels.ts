import { z } from 'zod';
import { PANEL_ASSET_MAX_LENGTH, PANEL_KINDS, PANEL_MAX_AVATARS, PANEL_MIN_AVATARS, PANEL_QUESTION_MAX_LENGTH, PANEL_STANCES, PANEL_STATUSES, PANEL_TEXTS, PANEL_TITLE_MAX_LENGTH } from '../panel-limits';
import { chatCitationSchema } from './chat';
import { streamErrorEventSchema } from './stream-events';

/** An avatar on the panel, as it was when the panel was made (it may be renamed or deleted later). */
export const panelMemberSchema = z.object({
  avatarId: z.string(),
  name: z.string(),
  occupation: z.string(),
  img: z.string(),
});
export type PanelMember = z.infer<typeof panelMemberSchema>;

/** An asset panel's structured reaction of one avatar. `stopsAt` quotes a line of the asset exactly ('' when it would read to the end). */
export const assetReactionSchema = z.object({
  noticesFirst: z.string(),
  wouldClick: z.boolean(),
  clicksOn: z.string(),
  stopsAt: z.string(),
  objection: z.string(),
  winningChange: z.string(),
});
export type AssetReaction = z.infer<typeof assetReactionSchema>;


/**
 * One avatar's answer in one round (question panels: 1 = its own answer, 2 = its view of the others'; asset
 * panels: round 1 only). `text` is what it said, in character; `error` says why it could not answer.
 */
export const panelAnswerSchema = z.object({
  id: z.string(),
  avatarId: z.string(),
  round: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['done', 'failed']),
  text: z.string(),
  citations: z.array(chatCitationSchema),
  /** Round 2 only. */
  stance: z.enum(PANEL_STANCES).nullable(),
  /** Asset panels only. */
  reaction: assetReactionSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.number().int(),
});
export type PanelAnswer = z.infer<typeof panelAnswerSchema>;

/** The summary of a question panel: agreements, disagreements naming who, and a tally when the question offers choices. */
export const questionSummarySchema = z.object({
  kind: z.literal('question'),
  agreements: z.array(z.string()),
  disagreements: z.array(z.object({ point: z.string(), avatarIds: z.array(z.string()) })),
  /**
   * Who answered what: one row per choice when the question offers choices ("A or B?"), or per stance (Yes,
   * No, Undecided) when it is answered yes or no ("Would you pay $49/month? Why or why not?"); null otherwise.
   */
  tally: z
    .array(z.object({ choice: z.string(), avatarIds: z.array(z.string()), reasons: z.array(z.object({ avatarId: z.string(), reason: z.string() })) }))
    .nullable(),
  /** What the tally's rows are: the question's choices, or stances (absent in summaries saved before stances). */
  tallyBy: z.enum(['choice', 'stance']).optional(),
});

/** The summary of an asset panel: one row per avatar that answered. */
export const assetSummarySchema = z.object({
  kind: z.literal('asset'),
  rows: z.array(z.object({ avatarId: z.string(), clicks: z.string(), stopsAt: z.string(), objection: z.string(), winningChange: z.string() })),
});

export const panelSummarySchema = z.discriminatedUnion('kind', [questionSummarySchema, assetSummarySchema]);
export type PanelSummary = z.infer<typeof panelSummarySchema>;

export const panelSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.enum(PANEL_KINDS),
  title: z.string(),
  /** The question, or the asset's text. */
  prompt: z.string(),
  /** The uploaded file the asset came from, if any. */
  assetName: z.string().nullable(),
  members: z.array(panelMemberSchema),
  status: z.enum(PANEL_STATUSES),
  answers: z.array(panelAnswerSchema),
  summary: panelSummarySchema.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Panel = z.infer<typeof panelSchema>;

export const panelListItemSchema = panelSchema.pick({ id: true, kind: true, title: true, status: true, createdAt: true, updatedAt: true }).extend({
  memberNames: z.array(z.string()),
});
export type PanelListItem = z.infer<typeof panelListItemSchema>;

export const panelIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const panelAccountParamsSchema = z.object({ accountId: z.string().min(1).max(100) });

/**
 * POST /api/panels: the kind, 2 to 6 distinct avatars of the account, and the question or the asset (pasted
 * in `prompt`, or an uploaded chat attachment's id in `attachment`, POST /api/chat/attachments). One schema
 * for the form and the server.
 */
export const createPanelBodySchema = z
  .object({
    accountId: z.string().min(1).max(100),
    kind: z.enum(PANEL_KINDS),
    avatarIds: z
      .array(z.string().min(1).max(100))
      .min(PANEL_MIN_AVATARS, PANEL_TEXTS.tooFewAvatars)
      .max(PANEL_MAX_AVATARS, PANEL_TEXTS.tooManyAvatars)
      .refine((ids) => new Set(ids).size === ids.length, PANEL_TEXTS.sameAvatarTwice),
    prompt: z.string().trim().max(PANEL_ASSET_MAX_LENGTH, PANEL_TEXTS.assetTooLong).default(''),
    attachment: z.string().max(200).optional(),
    title: z.string().trim().max(PANEL_TITLE_MAX_LENGTH, PANEL_TEXTS.titleTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'question') {
      if (body.prompt === '') ctx.addIssue({ code: 'custom', path: ['prompt'], message: PANEL_TEXTS.questionRequired });
      else if (body.prompt.length > PANEL_QUESTION_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['prompt'], message: PANEL_TEXTS.questionTooLong });
    } else if (body.prompt === '' && !body.attachment) ctx.addIssue({ code: 'custom', path: ['prompt'], message: PANEL_TEXTS.assetRequired });
  });
export type CreatePanelBody = z.input<typeof createPanelBodySchema>;

/**
 * The events of POST /api/panels/{id}/run (Server-Sent Events, `event: <type>` then `data: <json>`):
 * `started` the panel as it runs · `delta` a piece of one avatar's answer in one round · `answer` one
 * avatar's saved answer (done or failed) · `summary` the saved summary · `done` the panel as it ended
 * (done, stopped or failed) · `error` the one error body (the run could not start or broke off).
 */
export const panelStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), panel: panelSchema }),
  z.object({ type: z.literal('delta'), avatarId: z.string(), round: z.union([z.literal(1), z.literal(2)]), text: z.string() }),
  z.object({ type: z.literal('answer'), answer: panelAnswerSchema }),
  z.object({ type: z.literal('summary'), summary: panelSummarySchema }),
  z.object({ type: z.literal('done'), panel: panelSchema }),
  streamErrorEventSchema,
]);
export type PanelStreamEvent = z.infer<typeof panelStreamEventSchema>;
