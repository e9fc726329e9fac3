import { FIDELITY_MESSAGES, type BlueprintDocument, type FidelityDriver, type deliverBodySchema } from '@persona/shared';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../lib/db/database';
import { isUniqueViolation } from '../../lib/db/errors';
import { AppError } from '../../lib/errors';
import { HEARTBEAT_STALE_MS } from '../../lib/heartbeat';
import { toDocument } from '../blueprints';
import { evidenceBlueprint } from '../evidence';
import { documentPersona, toPersonaContext, type PersonaContext, type PersonaSource, type StructuredModelConfig } from '../persona';
import { shownStatus } from './fidelity.mappers';
import { latestReport, panelCandidates, type OrderRow, type ReportSubject } from './fidelity.queries';
import { fidelityReports, type FidelityReportRow } from './fidelity.tables';
import { blueprintHash, personaHash } from './persona-hash';

type DeliverBody = z.output<typeof deliverBodySchema>;

/** At most this many other personas sit on the panel with the one measured. */
export const PANEL_SIZE = 3;

/** The persona a run measures and the panel it sits on. */
export interface FidelitySubject {
  persona: PersonaContext;
  panel: PersonaContext[];
}

/** Which driver answers, and the model's name (null offline): stored with every report. */
export const driverOf = (config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL'>): { driver: FidelityDriver; model: string | null } =>
  config.LLM_BASE_URL ? { driver: 'openai', model: config.LLM_MODEL ?? null } : { driver: 'offline', model: null };

/**
 * Up to PANEL_SIZE of the account's newest avatars whose Blueprints differ from the persona's and from one
 * another (none: the suite leaves the panel figure unmeasured).
 */
export async function panelFor(db: Database, accountId: string, persona: PersonaContext, leftOut: string[]): Promise<PersonaContext[]> {
  const seen = new Set([blueprintHash(persona)]);
  const panel: PersonaContext[] = [];
  for (const source of await panelCandidates(db, accountId, leftOut)) {
    const member = toPersonaContext(source);
    const hash = blueprintHash(member);
    if (member.sections.length === 0 || seen.has(hash)) continue;
    seen.add(hash);
    panel.push(member);
    if (panel.length === PANEL_SIZE) break;
  }
  return panel;
}

export async function avatarSubject(db: Database, source: PersonaSource): Promise<FidelitySubject> {
  const persona = toPersonaContext(source);
  return { persona, panel: await panelFor(db, source.avatar.accountId, persona, [source.avatar.id]) };
}

/** The persona an order's delivery gives its avatar: the delivered facts, the order's company and campaign, the document. */
export const deliveredPersona = (order: Pick<OrderRow, 'companyName' | 'campaignName'>, facts: Pick<DeliverBody, 'name' | 'age' | 'gender' | 'occupation'>, document: BlueprintDocument | null): PersonaContext =>
  documentPersona({ name: facts.name, age: facts.age, gender: facts.gender, occupation: facts.occupation, company: order.companyName, campaign: order.campaignName }, document);

/**
 * The persona the delivery form's body would deliver: version 1 from its sections, version 2 from its claims
 * with the order's evidence (the evidence feature builds and checks the document as delivering does). 422
 * when it has no section text to measure.
 */
export async function orderSubject(deps: { db: Database; judge: StructuredModelConfig | null }, order: OrderRow, body: DeliverBody): Promise<FidelitySubject> {
  const document = body.claims ? (await evidenceBlueprint(deps.db, deps.judge, order.id, body.claims)).document : toDocument(body.sections);
  const persona = deliveredPersona(order, body, document);
  if (!persona.sections.some((s) => s.markdown.trim() !== '')) throw new AppError('UNPROCESSABLE', FIDELITY_MESSAGES.nothingToMeasure);
  return { persona, panel: await panelFor(deps.db, order.accountId, persona, order.refreshOf ? [order.refreshOf] : []) };
}

/** Whether a run of the subject is under way (its latest report running, with a live heartbeat). */
export async function isRunning(db: Database, subject: ReportSubject): Promise<boolean> {
  const latest = await latestReport(db, subject);
  return latest !== null && shownStatus(latest) === 'running';
}

type NewRun = Pick<typeof fidelityReports.$inferInsert, 'accountId' | 'avatarId' | 'orderId' | 'requestedBy' | 'driver' | 'model'> & { persona: PersonaContext };

/**
 * Starts a run: its report inserted 'running' with a first heartbeat. A run of the same avatar (or order)
 * whose heartbeat went silent is marked interrupted first; a live one keeps its row, and the partial unique
 * index refuses the second running row, however many processes try at once: null then.
 */
export async function claimRun(db: Database, run: NewRun): Promise<FidelityReportRow | null> {
  const { persona, ...values } = run;
  const subject = values.orderId ? eq(fidelityReports.orderId, values.orderId) : eq(fidelityReports.avatarId, values.avatarId!);
  await db
    .update(fidelityReports)
    .set({ status: 'interrupted', heartbeatAt: null })
    .where(
      and(
        subject,
        eq(fidelityReports.status, 'running'),
        or(isNull(fidelityReports.heartbeatAt), lt(fidelityReports.heartbeatAt, sql`now() - ${`${HEARTBEAT_STALE_MS} milliseconds`}::interval`)),
      ),
    );
  try {
    const [row] = await db
      .insert(fidelityReports)
      .values({ ...values, blueprintHash: personaHash(persona), status: 'running', heartbeatAt: sql`now()` })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * At delivery, in its transaction: the order's latest finished report of the very persona delivered (same
 * hash) becomes the avatar's, so its customer sees it without running it again. A report of another draft is
 * not given.
 */
export async function giveOrderReport(tx: Transaction, avatarId: string, order: Pick<OrderRow, 'id' | 'companyName' | 'campaignName'>, facts: Pick<DeliverBody, 'name' | 'age' | 'gender' | 'occupation'>, document: BlueprintDocument | null): Promise<void> {
  const hash = personaHash(deliveredPersona(order, facts, document));
  const [measured] = await tx
    .select({ id: fidelityReports.id })
    .from(fidelityReports)
    .where(and(eq(fidelityReports.orderId, order.id), eq(fidelityReports.status, 'done'), eq(fidelityReports.blueprintHash, hash)))
    .orderBy(desc(fidelityReports.createdAt))
    .limit(1);
  if (measured) await tx.update(fidelityReports).set({ avatarId }).where(eq(fidelityReports.id, measured.id));
}

/** After a restart of the only process: every run still marked running was cut off with the old process. */
export async function markCutFidelityRuns(db: Database): Promise<number> {
  const rows = await db.update(fidelityReports).set({ status: 'interrupted', heartbeatAt: null }).where(eq(fidelityReports.status, 'running')).returning({ id: fidelityReports.id });
  return rows.length;
}
