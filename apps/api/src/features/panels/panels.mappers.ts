import type { Panel, PanelAnswer, PanelListItem, PanelMember, PanelStatus } from '@persona/shared';
import { isAlive } from '../../lib/heartbeat';
import type { Cite } from '../persona';
import type { PanelAnswerRow, PanelListRow, PanelRow } from './panels.queries';
import type { StoredPanelMember } from './panels.tables';

/**
 * The status as callers see it: a 'running' panel whose heartbeat went silent (its process ended mid-run) was
 * interrupted, and may be run again at once.
 */
export const shownStatus = (row: { status: PanelStatus; heartbeatAt: Date | null }, now = Date.now()): PanelStatus =>
  row.status === 'running' && !isAlive(row.heartbeatAt, now) ? 'interrupted' : row.status;

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
