import type { Panel, PanelStatus, PanelStreamEvent } from '@persona/shared';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { startHeartbeat } from '../../lib/heartbeat';
import { AnswerStopped, collectAnswer, cutText, parseAssetReaction, parseStance, toPersonaContext, type PersonaSource, type PersonaTask } from '../persona';
import { digestOf } from './panel-text';
import { summarizePanel } from './panel-summary';
import { toPanel, toPanelAnswer, type PanelCites } from './panels.mappers';
import { findPanel, listPanelAnswers, type PanelAnswerRow, type PanelRow } from './panels.queries';
import { memberSources, panelCites, readPanel, type PanelDeps } from './panels.service';
import { panelAnswers, panels, type StoredPanelMember } from './panels.tables';

export const AVATAR_GONE_TEXT = 'This avatar no longer exists.';

/** What an avatar is asked to do with an asset (the asset itself travels in the task). */
export const ASSET_QUESTION =
  'Here is a piece of marketing copy. Read it as yourself and react: what you notice first, whether you would click and on what, ' +
  'where you would stop reading (quote that line), your objection, and the one change that would win you.';

/** Marks a run alive (lib/heartbeat.ts); `changed` also moves updated_at (an answer was saved). */
const touchPanel = (deps: Pick<PanelDeps, 'db'>, id: string, changed = false) =>
  deps.db
    .update(panels)
    .set({ heartbeatAt: sql`now()`, ...(changed ? { updatedAt: sql`now()` } : {}) })
    .where(and(eq(panels.id, id), eq(panels.status, 'running')));

interface Ask {
  member: StoredPanelMember;
  round: 1 | 2;
  task: PersonaTask;
  question: string;
}

type Send = (event: PanelStreamEvent) => void;

/** Settles every promise; then fails with the first rejection, if any (one unexpected error breaks off the run, after the others ended). */
async function allOf<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/**
 * One run of a claimed panel ('running', no answers), its events passed to `send`:
 * `started`; round 1, every avatar in parallel (its answer, or asset reaction, saved and sent as soon as it is
 * finished; a failed avatar saved with its error); for questions, round 2 for every avatar that answered
 * (when at least two did), each shown a digest of the others' answers; then the summary and `done`.
 * `stopped` aborting (the client left) drops the unfinished answers and ends the panel 'stopped', keeping the
 * finished ones. An unexpected error leaves the panel 'failed' and is thrown.
 */
export async function runPanel(deps: PanelDeps, panel: PanelRow, stopped: AbortSignal, send: Send): Promise<Panel> {
  const db = deps.db;
  const stopBeating = startHeartbeat(
    () => touchPanel(deps, panel.id),
    (err) => deps.log.warn({ err }, 'a panel run could not mark itself alive'),
  );
  try {
    const sources = await memberSources(db, panel);
    const cites = panelCites(deps, sources);
    send({ type: 'started', panel: toPanel(panel, [], cites, deps.links(panel.accountId).image) });
    let cut = false;
    const asking = (asks: Ask[]) =>
      allOf(
        asks.map(async (ask) => {
          const row = await answerOne(deps, panel, sources.get(ask.member.avatarId) ?? null, ask, stopped, send, cites);
          if (!row) cut = true;
          return row;
        }),
      );

    const first = (
      await asking(
        panel.members.map((member) =>
          panel.kind === 'question'
            ? { member, round: 1, task: { kind: 'panel-answer' }, question: panel.prompt }
            : { member, round: 1, task: { kind: 'asset-review', asset: cutText(panel.prompt, deps.inputLimits.attachmentChars) }, question: ASSET_QUESTION },
        ),
      )
    ).filter((row): row is PanelAnswerRow => row?.status === 'done');

    if (panel.kind === 'question' && first.length >= 2 && (cut || stopped.aborted)) cut = true;
    else if (panel.kind === 'question' && first.length >= 2) {
      const names = new Map(panel.members.map((m) => [m.avatarId, m.name]));
      await asking(
        panel.members
          .filter((member) => first.some((a) => a.avatarId === member.avatarId))
          .map((member) => {
            const others = digestOf(first.filter((a) => a.avatarId !== member.avatarId).map((a) => ({ name: names.get(a.avatarId) ?? '', text: a.text })));
            return { member, round: 2, task: { kind: 'panel-review', others }, question: panel.prompt };
          }),
      );
    }

    const answers = await listPanelAnswers(db, panel.id);
    const answered = answers.some((a) => a.round === 1 && a.status === 'done');
    const summary = !cut && answered ? summarizePanel({ kind: panel.kind, prompt: panel.prompt, members: panel.members, answers }) : null;
    const status: PanelStatus = cut ? 'stopped' : answered ? 'done' : 'failed';
    await db.update(panels).set({ status, summary, updatedAt: sql`now()`, heartbeatAt: null }).where(eq(panels.id, panel.id));
    if (summary) send({ type: 'summary', summary });
    const ended = await findPanel(db, panel.id);
    const result = ended ? await readPanel(deps, ended) : { ...toPanel(panel, answers, cites, deps.links(panel.accountId).image), status, summary };
    send({ type: 'done', panel: result });
    return result;
  } catch (error) {
    await db
      .update(panels)
      .set({ status: 'failed', updatedAt: sql`now()`, heartbeatAt: null })
      .where(eq(panels.id, panel.id))
      .catch((err: unknown) => deps.log.error({ err }, 'a broken panel run could not be marked failed'));
    throw error;
  } finally {
    stopBeating();
  }
}

/** Asks one avatar, saves its answer (done or failed) and sends it; null when the client stopped it first. */
async function answerOne(
  deps: PanelDeps,
  panel: PanelRow,
  source: PersonaSource | null,
  ask: Ask,
  stopped: AbortSignal,
  send: Send,
  cites: PanelCites,
): Promise<PanelAnswerRow | null> {
  const { avatarId } = ask.member;
  const base = { panelId: panel.id, avatarId, round: ask.round };
  let values: typeof panelAnswers.$inferInsert;
  try {
    if (!source) throw new AppError('NOT_FOUND', AVATAR_GONE_TEXT);
    const answer = await collectAnswer(deps, {
      persona: toPersonaContext(source),
      task: ask.task,
      history: [],
      question: ask.question,
      stopped,
      onDelta: (text) => send({ type: 'delta', avatarId, round: ask.round, text }),
    });
    values = {
      ...base,
      status: 'done',
      text: answer.text,
      citations: answer.citations,
      stance: ask.round === 2 ? parseStance(answer.text) : null,
      reaction: panel.kind === 'asset' ? parseAssetReaction(answer.text, panel.prompt) : null,
    };
  } catch (error) {
    if (error instanceof AnswerStopped) return null;
    if (!(error instanceof AppError)) throw error;
    values = { ...base, status: 'failed', error: { code: error.code, message: error.message } };
  }
  const [row] = await deps.db.insert(panelAnswers).values(values).returning();
  await touchPanel(deps, panel.id, true);
  send({ type: 'answer', answer: toPanelAnswer(row!, cites) });
  return row!;
}
