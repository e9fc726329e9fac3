import { PANEL_ASSET_MAX_LENGTH, PANEL_TEXTS, type CreatePanelBody, type Panel, type PanelKind } from '@persona/shared';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { HEARTBEAT_STALE_MS } from '../../lib/heartbeat';
import type { AvatarLinks } from '../avatars';
import { findChatAttachment } from '../chat';
import { findPersonaSource, personaCitations, type AnswerDeps, type PersonaSource } from '../persona';
import { defaultTitle } from './panel-text';
import { shownStatus, toPanel, type PanelCites } from './panels.mappers';
import { findAccountAvatars, listPanelAnswers, type PanelRow } from './panels.queries';
import { panelAnswers, panels, type StoredPanelMember } from './panels.tables';

/** What panels need: the database, the persona model (with its time limit and the log), and the addresses of documents and portraits. */
export interface PanelDeps extends AnswerDeps {
  db: Database;
  /** The signed addresses of an account's Blueprint pages and portraits. */
  links: AvatarLinks;
  /** LLM_ATTACHMENT_MAX_CHARS: the most of an asset's text a model call is sent. */
  inputLimits: { attachmentChars: number };
}

type CreateInput = Omit<CreatePanelBody, 'prompt'> & { kind: PanelKind; prompt: string };

/** The asset: an uploaded chat attachment's text (and its name) when one is named, else the pasted text. */
async function assetOf(db: Database, accountId: string, body: CreateInput): Promise<{ prompt: string; assetName: string | null }> {
  const attachment = await findChatAttachment(db, accountId, body.attachment || undefined);
  const prompt = (attachment?.text ?? body.prompt).trim();
  if (prompt === '') throw new AppError('BAD_REQUEST', PANEL_TEXTS.assetRequired);
  if (prompt.length > PANEL_ASSET_MAX_LENGTH) throw new AppError('BAD_REQUEST', PANEL_TEXTS.assetTooLong);
  return { prompt, assetName: attachment?.name ?? null };
}

/**
 * Saves a new panel of the account ('draft'): every avatar must be the account's (404 otherwise), kept as a
 * snapshot in the order given; the title defaults to the start of the question or asset.
 */
export async function createPanel(db: Database, accountId: string, userId: string, body: CreateInput): Promise<PanelRow> {
  const found = new Map((await findAccountAvatars(db, accountId, body.avatarIds)).map((a) => [a.id, a]));
  const members: StoredPanelMember[] = body.avatarIds.map((id) => {
    const avatar = found.get(id);
    if (!avatar) throw new AppError('NOT_FOUND', PANEL_TEXTS.avatarNotFound);
    return { avatarId: id, name: avatar.name, occupation: avatar.occupation, img: avatar.img, gender: avatar.gender };
  });
  const { prompt, assetName } = body.kind === 'asset' ? await assetOf(db, accountId, body) : { prompt: body.prompt, assetName: null };
  const title = body.title || defaultTitle(prompt);
  const [row] = await db.insert(panels).values({ accountId, createdBy: userId, kind: body.kind, title, prompt, assetName, members }).returning();
  return row!;
}

export async function deletePanel(db: Database, id: string): Promise<void> {
  await db.delete(panels).where(eq(panels.id, id));
}

/** The persona behind each member (null when the avatar was deleted since). */
export async function memberSources(db: Database, panel: PanelRow): Promise<Map<string, PersonaSource | null>> {
  return new Map(await Promise.all(panel.members.map(async (m) => [m.avatarId, await findPersonaSource(db, m.avatarId)] as const)));
}

export function panelCites(deps: Pick<PanelDeps, 'links'>, sources: Map<string, PersonaSource | null>): PanelCites {
  const cites = new Map([...sources].map(([avatarId, source]) => [avatarId, personaCitations(deps, source)]));
  return (avatarId) => cites.get(avatarId) ?? (() => []);
}

/** A panel with its answers and their citation links. */
export async function readPanel(deps: PanelDeps, panel: PanelRow): Promise<Panel> {
  const [answers, sources] = await Promise.all([listPanelAnswers(deps.db, panel.id), memberSources(deps.db, panel)]);
  return toPanel(panel, answers, panelCites(deps, sources), deps.links(panel.accountId).image);
}

/** Whether a run is under way (a 'running' panel whose heartbeat went silent is not: it was interrupted). */
export const isRunning = (panel: Pick<PanelRow, 'status' | 'heartbeatAt'>, now = Date.now()): boolean => shownStatus(panel, now) === 'running';

/**
 * Claims the panel for a run, atomically: only when no live run holds it. Its earlier answers and summary
 * are removed (a re-run replaces them). Null when another run holds it.
 */
export async function claimRun(db: Database, id: string): Promise<PanelRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(panels)
      .set({ status: 'running', summary: null, updatedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(
        and(
          eq(panels.id, id),
          or(ne(panels.status, 'running'), isNull(panels.heartbeatAt), lt(panels.heartbeatAt, sql`now() - ${`${HEARTBEAT_STALE_MS} milliseconds`}::interval`)),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.delete(panelAnswers).where(eq(panelAnswers.panelId, id));
    return row;
  });
}

/** After a restart of the only process: every run still marked running was cut off with the old process. */
export async function markCutRuns(db: Database): Promise<number> {
  const rows = await db.update(panels).set({ status: 'interrupted', heartbeatAt: null }).where(eq(panels.status, 'running')).returning({ id: panels.id });
  return rows.length;
}
