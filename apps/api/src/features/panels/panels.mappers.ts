import type { Panel, PanelAnswer, PanelListItem, PanelMember, PanelStatus } from '@persona/shared';
import type { Cite } from '../chat';
import type { PanelAnswerRow, PanelListRow, PanelRow } from './panels.queries';
import type { StoredPanelMember } from './panels.tables';

/**
 * A run that has saved nothing for this long is taken for dead (its process ended mid-run): it reads as
 * 'stopped' and may be run again. A live run moves updated_at with every answer and a heartbeat (panel-run.ts).
 */
export const STALE_RUN_MS = 10 * 60_000;

/** The status as callers see it: a 'running' panel whose run went silent counts as stopped. */
export const shownStatus = (row: { status: PanelStatus; updatedAt: Date }, now = Date.now()): PanelStatus =>
  row.status === 'running' && now - row.updatedAt.getTime() > STALE_RUN_MS ? 'stopped' : row.status;

/** The portrait's address of a stored member (signed when read: addresses expire). */
export type MemberImage = (avatar: { id: string; img: string; gender: string }) => string;

export const toPanelMember = (member: StoredPanelMember, image: MemberImage): PanelMember => ({
  avatarId: member.avatarId,
  name: member.name,
  occupation: member.occupation,
  img: image({ id: member.avatarId, img: member.img, gender: member.gender }),
});

/** Citation links by avatar (none for an avatar deleted since, or one whose Blueprint is only an external address). */
export type PanelCites = (avatarId: string) => Cite;

export const toPanelAnswer = (row: PanelAnswerRow, cites: PanelCites): PanelAnswer => ({
  id: row.id,
  avatarId: row.avatarId,
  round: row.round,
  status: row.status,
  text: row.text,
  citations: row.status === 'done' ? cites(row.avatarId)(row.citations) : [],
  stance: row.stance ?? null,
  reaction: row.reaction ?? null,
  error: row.error ?? null,
  createdAt: row.createdAt.getTime(),
});

export const toPanel = (row: PanelRow, answers: PanelAnswerRow[], cites: PanelCites, image: MemberImage): Panel => ({
  id: row.id,
  accountId: row.accountId,
  kind: row.kind,
  title: row.title,
  prompt: row.prompt,
  assetName: row.assetName,
  members: row.members.map((m) => toPanelMember(m, image)),
  status: shownStatus(row),
  answers: answers.map((a) => toPanelAnswer(a, cites)),
  summary: row.summary ?? null,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

export const toPanelListItem = (row: PanelListRow): PanelListItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  status: shownStatus(row),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  memberNames: row.members.map((m) => m.name),
});
