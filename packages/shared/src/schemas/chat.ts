import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_STATUSES } from '../chat-limits';
import { BLUEPRINT_SECTION_KEYS } from './blueprints';
import { evidenceQuoteSchema } from './evidence';
import { streamErrorEventSchema } from './stream-events';

/** Chat thread (spec section 3); updatedAt in milliseconds. Listed newest updatedAt first. */
export const chatThreadSchema = z.object({
  id: z.string(),
  name: z.string(),
  updatedAt: z.number().int(),
  accountId: z.string(),
  avatarId: z.string(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** A Blueprint section an answer relied on; `url` opens the document page at that section. */
export const chatCitationSchema = z.object({
  key: z.enum(BLUEPRINT_SECTION_KEYS),
  title: z.string(),
  url: z.string(),
  /** A version-2 Blueprint: the quotes behind the claims of this section the answer relied on. */
  evidence: z.array(evidenceQuoteSchema).optional(),
  /** A version-2 Blueprint: the answer relied on a claim marked as an assumption (the persona says it is a guess). */
  assumption: z.boolean().optional(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

/** Chat message (spec section 3); createdAt in milliseconds. */
export const chatMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.number().int(),
  citations: z.array(chatCitationSchema),
  /** The name of a file whose text was added to this (user) message. */
  attachmentName: z.string().nullable(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const avatarIdParamsSchema = z.object({ avatarId: z.string().min(1).max(100) });
export const threadIdParamsSchema = z.object({ threadId: z.string().min(1).max(100) });
export const messageIdParamsSchema = z.object({ messageId: z.string().min(1).max(100) });

/** POST /api/chat/new_thread (spec): assistantId is accepted for the spec's shape; the avatar is the assistant. */
export const newThreadBodySchema = z.object({
  accountId: z.string().min(1).max(100),
  avatarId: z.string().min(1).max(100),
  assistantId: z.string().max(100).optional(),
});

/** POST /api/chat/message (spec). `attachment` is an uploaded chat attachment's id (POST /api/chat/attachments). */
export const chatMessageBodySchema = z.object({
  message: z.string().trim().min(1, 'Type a message first.').max(CHAT_MESSAGE_MAX_LENGTH),
  threadId: z.string().min(1).max(100),
  assistantId: z.string().max(100).optional(),
  attachment: z.string().max(200).optional(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** The spec's answer: an array whose first item has content[0].text.value and created_at (seconds, as OpenAI's). */
export const chatReplySchema = z.array(
  z.object({
    id: z.string(),
    role: z.literal('assistant'),
    content: z.array(z.object({ type: z.literal('text'), text: z.object({ value: z.string(), annotations: z.array(z.unknown()) }) })),
    created_at: z.number().int(),
    thread_id: z.string(),
    citations: z.array(chatCitationSchema),
  }),
);
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatAttachmentUploadSchema = z.object({ attachment: z.string(), name: z.string(), characters: z.number().int() });

/**
 * The events of POST /api/chat/message/stream (Server-Sent Events, `event: <type>` then `data: <json>`):
 * `user` the saved question, `delta` a piece of the answer as it is written, `done` the saved answer with its
 * citations, `error` the one error body (nothing of the answer is saved then).
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: chatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: chatMessageSchema }),
  streamErrorEventSchema,
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
