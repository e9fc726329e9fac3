import {
  blueprintDraftSchema,
  EXTRACTIVE_DRAFTER,
  type BlueprintClaimsDraft,
  type BlueprintClaimsDraftPartial,
  type BlueprintDraft,
  type BlueprintDraftPartial,
} from '@persona/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../lib/db/database';
import type { ModelCallRecorder } from '../../lib/metrics';
import { AppError } from '../../lib/errors';
import { claimsDraftRequest, extractiveDraft, orderPassages } from '../evidence';
import { requestStructured, type AnswerBudget } from '../persona';
import { orders, uploads } from '../orders';
import { BLUEPRINT_DRAFT_JSON_SCHEMA } from './draft-schema';
import { partialDraft, partialSender } from './draft-partial';
import { briefMessage, briefParts, DRAFT_SYSTEM_PROMPT, type DraftBrief } from './draft-prompt';

type DraftConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS' | 'LLM_ATTACHMENT_MAX_CHARS'>;

/** What drafting needs: no storage, since it never reads the stored attachment (only its text, kept at upload). */
export interface DraftDeps {
  db: Database;
  config: DraftConfig;
  /** Counts each draft against the asking admin's answers in progress and the order's account's hour. */
  budget: AnswerBudget;
  /** Where each model call is recorded (the app's metrics). */
  metrics?: ModelCallRecorder;
}

export const DRAFT_INVALID_MESSAGE = "The model's draft did not match the Blueprint form, so nothing was filled in. Try again.";
export const DRAFT_UNAVAILABLE_MESSAGE = 'No model is configured for drafting Blueprints: set LLM_BASE_URL and LLM_MODEL.';

/** The model drafts use, or null when none is configured. */
export const draftModelName = (config: DraftConfig): string | null => (config.LLM_BASE_URL && config.LLM_MODEL ? config.LLM_MODEL : null);

type Order = typeof orders.$inferSelect;

const UNREAD_NOTE = 'a file was attached, but its text could not be read; it is not part of this brief.';

/**
 * The attachment's text as read once at upload (the stored file is never parsed here: a hostile one must not
 * reach a reader again); else why it is left out (a kind without text, a document with none, or an upload from
 * before texts were kept).
 */
async function readAttachment(deps: DraftDeps, order: Order): Promise<Pick<DraftBrief, 'attachmentText' | 'attachmentNote'>> {
  if (!order.attachment) return { attachmentText: null, attachmentNote: null };
  const [upload] = await deps.db.select({ text: uploads.text }).from(uploads).where(eq(uploads.key, order.attachment));
  return upload?.text ? { attachmentText: upload.text, attachmentNote: null } : { attachmentText: null, attachmentNote: UNREAD_NOTE };
}

/** The model's answer as a draft, or DRAFT_INVALID: never a half-filled form. */
export function parseDraft(text: string): BlueprintDraft {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('DRAFT_INVALID', DRAFT_INVALID_MESSAGE);
  }
  const parsed = blueprintDraftSchema.safeParse(json);
  if (!parsed.success) throw new AppError('DRAFT_INVALID', DRAFT_INVALID_MESSAGE);
  return parsed.data;
}

export interface DraftProgress {
  /** The draft so far, a few times a second while the model writes. */
  onPartial?: (draft: BlueprintDraftPartial | BlueprintClaimsDraftPartial) => void;
  /** Aborted when the admin has gone: the model call is given up. */
  stopped?: AbortSignal;
}

/** The site admin asking for the draft. */
export interface Drafter {
  userId: string;
}

export type Draft = { draft: BlueprintDraft | BlueprintClaimsDraft; model: string };

/**
 * Drafts an open order's Blueprint, counted in the answers' budget (429 past it). An order with sources gets a
 * claims draft from its passages: by the configured model, else extractive (EXTRACTIVE_DRAFTER); one without
 * gets a Markdown draft from its brief, which needs the model.
 */
export async function draftBlueprint(deps: DraftDeps, drafter: Drafter, orderId: string, progress: DraftProgress = {}): Promise<Draft> {
  const model = draftModelName(deps.config);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'This order does not exist.');
  if (order.docId) throw new AppError('ALREADY_DELIVERED', 'This order has already been delivered.');
  const passages = [...(await orderPassages(deps.db, order.id)).values()];
  if (passages.length === 0 && (!model || !deps.config.LLM_BASE_URL)) throw new AppError('UNAVAILABLE', DRAFT_UNAVAILABLE_MESSAGE);
  const ticket = await deps.budget.begin('draft', { userId: drafter.userId, accountId: order.accountId });
  try {
    if (!model || !deps.config.LLM_BASE_URL) return { draft: extractiveDraft(passages), model: EXTRACTIVE_DRAFTER };
    const brief: DraftBrief = { company: order.companyName, campaign: order.campaignName, product: order.product, context: order.context, ...(await readAttachment(deps, order)) };
    const endpoint = { baseUrl: deps.config.LLM_BASE_URL, model, apiKey: deps.config.LLM_API_KEY, timeoutMs: deps.config.LLM_TIMEOUT_MS, metrics: deps.metrics };
    if (passages.length > 0) {
      const claims = claimsDraftRequest(briefParts(brief, deps.config.LLM_ATTACHMENT_MAX_CHARS), passages, deps.config.LLM_ATTACHMENT_MAX_CHARS);
      const text = await requestStructured(endpoint, claims.request, { onText: progress.onPartial && partialSender(progress.onPartial, claims.partial), stopped: progress.stopped });
      const draft = claims.parse(text);
      if (!draft) throw new AppError('DRAFT_INVALID', DRAFT_INVALID_MESSAGE);
      return { draft, model };
    }
    const text = await requestStructured(
      endpoint,
      { name: 'blueprint_draft', system: DRAFT_SYSTEM_PROMPT, user: briefMessage(brief, deps.config.LLM_ATTACHMENT_MAX_CHARS), schema: BLUEPRINT_DRAFT_JSON_SCHEMA },
      { onText: progress.onPartial && partialSender(progress.onPartial, partialDraft), stopped: progress.stopped },
    );
    return { draft: parseDraft(text), model };
  } finally {
    await ticket.end();
  }
}
