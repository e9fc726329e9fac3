import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { avatars } from '../avatars';
import { panelAnswers, panels } from './panels.tables';

export type PanelRow = typeof panels.$inferSelect;
export type PanelAnswerRow = typeof panelAnswers.$inferSelect;

export async function findPanel(db: Database, id: string): Promise<PanelRow | null> {
  const [row] = await db.select().from(panels).where(eq(panels.id, id));
  return row ?? null;
}

/** The account's panels, newest first (index panels_account_created_idx), without their prompts. */
export const listAccountPanels = (db: Database, accountId: string) =>
  db
    .select({ id: panels.id, kind: panels.kind, title: panels.title, status: panels.status, heartbeatAt: panels.heartbeatAt, members: panels.members, createdAt: panels.createdAt, updatedAt: panels.updatedAt })
    .from(panels)
    .where(eq(panels.accountId, accountId))
    .orderBy(desc(panels.createdAt), desc(panels.id));
export type PanelListRow = Awaited<ReturnType<typeof listAccountPanels>>[number];

/** A panel's answers in the order they were saved (index panel_answers_panel_created_idx). */
export const listPanelAnswers = (db: Database, panelId: string) =>
  db.select().from(panelAnswers).where(eq(panelAnswers.panelId, panelId)).orderBy(asc(panelAnswers.createdAt), asc(panelAnswers.round), asc(panelAnswers.id));

/** Those of the avatars that belong to the account. */
export const findAccountAvatars = (db: Database, accountId: string, ids: string[]) =>
  db
    .select({ id: avatars.id, name: avatars.name, occupation: avatars.occupation, img: avatars.img, gender: avatars.gender })
    .from(avatars)
    .where(and(eq(avatars.accountId, accountId), inArray(avatars.id, ids)));
