import { and, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from '../avatars';
import { blueprints } from '../blueprints';
import { orders } from '../orders';
import type { PersonaSource } from '../persona';
import { fidelityReports, type FidelityReportRow } from './fidelity.tables';

/** Whose reports: an avatar's (its own runs and the order report given to it at delivery) or an order draft's. */
export type ReportSubject = { avatarId: string } | { orderId: string };

const subjectIs = (subject: ReportSubject) => ('avatarId' in subject ? eq(fidelityReports.avatarId, subject.avatarId) : eq(fidelityReports.orderId, subject.orderId));

/** The subject's latest report (by its start), or null. */
export async function latestReport(db: Database, subject: ReportSubject): Promise<FidelityReportRow | null> {
  const [row] = await db.select().from(fidelityReports).where(subjectIs(subject)).orderBy(desc(fidelityReports.createdAt), desc(fidelityReports.id)).limit(1);
  return row ?? null;
}

export async function findOrder(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** How many of an account's newest avatars are looked at to find a panel of differing Blueprints. */
const PANEL_CANDIDATES = 30;

/** The account's newest avatars with a Blueprint document (as the persona feature reads one), but those left out. */
export async function panelCandidates(db: Database, accountId: string, leftOut: string[]): Promise<PersonaSource[]> {
  return db
    .select({ avatar: avatars, document: blueprints.document, externalUrl: blueprints.externalUrl })
    .from(avatars)
    .innerJoin(blueprints, eq(blueprints.id, avatars.docId))
    .where(and(eq(avatars.accountId, accountId), isNotNull(blueprints.document), isNull(blueprints.externalUrl), leftOut.length > 0 ? notInArray(avatars.id, leftOut) : undefined))
    .orderBy(desc(avatars.createdAt), desc(avatars.id))
    .limit(PANEL_CANDIDATES);
}
