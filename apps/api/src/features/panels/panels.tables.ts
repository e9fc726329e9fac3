import { PANEL_STATUSES, type AssetReaction, type PanelKind, type PanelStance, type PanelStatus, type PanelSummary } from '@persona/shared';
import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../accounts';
import type { CitedSection } from '../persona';

/**
 * An avatar on the panel as it was when the panel was made. The portrait is kept as the avatar row keeps it
 * (the stored name, '' for a drawn one, with the gender the drawing uses): its address is signed when read.
 */
export interface StoredPanelMember {
  avatarId: string;
  name: string;
  occupation: string;
  img: string;
  gender: string;
}

/** A question or an asset put to 2 to 6 avatars of the account; its answers are panel_answers. */
export const panels = pgTable(
  'panels',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['question', 'asset'] }).$type<PanelKind>().notNull(),
    title: text('title').notNull(),
    /** The question, or the asset's text. */
    prompt: text('prompt').notNull(),
    /** The uploaded file the asset came from. */
    assetName: text('asset_name'),
    members: jsonb('members').$type<StoredPanelMember[]>().notNull(),
    status: text('status', { enum: PANEL_STATUSES }).$type<PanelStatus>().notNull().default('draft'),
    summary: jsonb('summary').$type<PanelSummary>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved by every change (a run's start, each saved answer, its end). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written every few seconds while a run goes on: a 'running' panel whose heartbeat went silent was cut off (lib/heartbeat.ts). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('panels_account_created_idx').on(t.accountId, desc(t.createdAt)), index('panels_created_by_idx').on(t.createdBy)],
);

/** One avatar's finished answer in one round (an answer cut short is never stored). */
export const panelAnswers = pgTable(
  'panel_answers',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    panelId: text('panel_id')
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    /** No foreign key: the avatar may be deleted later, and the panel keeps what it said. */
    avatarId: text('avatar_id').notNull(),
    round: integer('round').$type<1 | 2>().notNull(),
    status: text('status', { enum: ['done', 'failed'] }).notNull(),
    text: text('text').notNull().default(''),
    /** The Blueprint sections the answer relied on, by key or key with claim indexes (links and quotes are made when read). */
    citations: jsonb('citations').$type<CitedSection[]>().notNull().default([]),
    stance: text('stance', { enum: ['agree', 'disagree', 'partly'] }).$type<PanelStance>(),
    reaction: jsonb('reaction').$type<AssetReaction>(),
    error: jsonb('error').$type<{ code: string; message: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('panel_answers_panel_created_idx').on(t.panelId, t.createdAt)],
);
