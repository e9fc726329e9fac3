import { BLUEPRINT_SECTIONS, type BlueprintSectionKey, type ChatCitation, type ChatMessage, type ChatMessageStatus, type ChatReply, type ChatThread } from '@persona/shared';
import { isAlive } from '../../lib/heartbeat';
import type { PersonaContext } from './persona/persona-model';
import type { MessageRow, PersonaSource, ThreadRow } from './chat.queries';

export const toThread = (row: ThreadRow): ChatThread => ({
  id: row.id,
  name: row.name,
  updatedAt: row.updatedAt.getTime(),
  accountId: row.accountId,
  avatarId: row.avatarId,
});

/** Turns stored section keys into links; made when read, since the document's address is signed and expires. */
export type Cite = (keys: readonly BlueprintSectionKey[]) => ChatCitation[];

/** A question's status as callers see it: a pending one whose answer went silent (its process died) is unanswered. */
export const shownStatus = (row: Pick<MessageRow, 'status' | 'heartbeatAt'>, now = Date.now()): ChatMessageStatus =>
  row.status === 'pending' && !isAlive(row.heartbeatAt, now) ? 'unanswered' : row.status;

export const toMessage = (row: MessageRow, cite: Cite): ChatMessage => ({
  id: row.id,
  threadId: row.threadId,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.getTime(),
  citations: row.role === 'assistant' ? cite(row.citations) : [],
  attachmentName: row.attachmentName,
  status: shownStatus(row),
});

/** The spec's answer to POST /api/chat/message: OpenAI's message shape, created_at in seconds. */
export const toReply = (message: ChatMessage): ChatReply => [
  {
    id: message.id,
    role: 'assistant',
    content: [{ type: 'text', text: { value: message.content, annotations: [] } }],
    created_at: Math.floor(message.createdAt / 1000),
    thread_id: message.threadId,
    citations: message.citations,
  },
];

const SECTION_TITLES = new Map<string, string>(BLUEPRINT_SECTIONS.map((s) => [s.key, s.title]));

/**
 * Citations of a persona: each key (once, in the order given) with its section's title and the document page
 * opened at it (`<signed page address>#<key>`: the page gives each section id=key). Keys the Blueprint does not
 * hold, and any key of an avatar without a document page, are left out.
 */
export function citationsFor(source: PersonaSource, documentUrl: string): Cite {
  const sections = new Map((source.document?.sections ?? []).map((s) => [s.key, s.title]));
  return (keys) =>
    [...new Set(keys)]
      .filter((key) => sections.has(key) && documentUrl !== '' && !source.externalUrl)
      .map((key) => ({ key, title: sections.get(key) ?? SECTION_TITLES.get(key) ?? key, url: `${documentUrl}#${key}` }));
}

/** What the persona knows: the avatar's facts and its Blueprint's written sections (none for an external address). */
export const toPersonaContext = (source: PersonaSource): PersonaContext => ({
  avatar: {
    name: source.avatar.name,
    age: source.avatar.age,
    gender: source.avatar.gender,
    occupation: source.avatar.occupation,
    company: source.avatar.companyName,
    campaign: source.avatar.campaignName,
  },
  sections: source.externalUrl ? [] : (source.document?.sections ?? []).map((s) => ({ key: s.key, title: s.title, markdown: s.markdown })),
});
