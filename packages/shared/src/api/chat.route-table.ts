import { defineRoute, eventStream } from './endpoint';

const tag = 'chat';

/** A streamed answer's events (checked in full by chatStreamEventSchema). */
const chatAnswerEvents = eventStream({ user: { message: 'object' }, delta: { text: 'string' }, done: { message: 'object' } });

/** The chat endpoints' routes (their schemas: chat.endpoints.ts). */
export const chatRoutes = {
  listAvatarThreads: defineRoute({
    method: 'GET',
    path: '/api/chat/avatar_threads/:avatarId',
    summary: "An avatar's chat threads, newest first",
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
  }),
  newThread: defineRoute({
    method: 'POST',
    path: '/api/chat/new_thread',
    summary: 'Start a chat thread with an avatar of your account',
    tag,
    access: 'active',
    membership: 'chat',
    status: 201,
    errors: ['NOT_FOUND'],
  }),
  listThreadMessages: defineRoute({
    method: 'GET',
    path: '/api/chat/threads/:threadId/messages',
    summary: "A thread's messages, oldest first",
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    // The chat screen opens a thread by its address and tells an unknown (or another account's) thread apart.
    errors: ['NOT_FOUND'],
  }),
  sendChatMessage: defineRoute({
    method: 'POST',
    path: '/api/chat/message',
    summary: "Ask the avatar: answers in the spec's shape once the whole answer is written",
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  streamChatMessage: defineRoute({
    method: 'POST',
    path: '/api/chat/message/stream',
    summary: 'Ask the avatar: the answer streams as Server-Sent Events (user, delta…, done | error)',
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    stream: chatAnswerEvents,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  retryChatMessage: defineRoute({
    method: 'POST',
    path: '/api/chat/messages/:messageId/retry',
    summary: 'Ask an unanswered question again: it moves to the end of its thread and the answer streams as streamChatMessage (user, delta…, done | error)',
    tag,
    access: 'active',
    membership: 'chat',
    status: 200,
    stream: chatAnswerEvents,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'MODEL_FAILED', 'MODEL_TIMEOUT'],
  }),
  uploadChatAttachment: defineRoute({
    method: 'POST',
    path: '/api/chat/attachments',
    summary: 'Upload a chat attachment (.txt, .rtf, .doc, .docx, .odt; multipart, field "file"): its text joins the next message',
    tag,
    access: 'active',
    membership: 'chat',
    upload: true,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'STORAGE_QUOTA_EXCEEDED', 'UNPROCESSABLE', 'RATE_LIMITED'],
  }),
};
