import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_QUESTION_TEXTS, endpoints, type ChatMessage, type EndpointEventInput } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { streamEvents, whenClientLeaves } from '../../lib/http/event-stream';
import { route, type Owned } from '../../lib/http/route';
import { retryAfterHeader, takeOrRefuse, uploadLimitMessage } from '../../lib/rate-limiter';
import { acceptUploads, readUpload } from '../../lib/http/upload';
import { findAvatar } from '../avatars';
import { AnswerStopped, findPersonaSource, personaCitations, personaDeps } from '../persona';
import { attachmentText } from './attachment-text';
import { saveAttachment, sweepUnusedAttachments } from './attachments.service';
import { toMessage, toReply, toThread } from './chat.mappers';
import { KnownThreads } from './known-threads';
import { findMessageThread, findThread, findThreadToAsk, listAvatarThreads, listThreadMessages, type ThreadRow } from './chat.queries';
import { askInThread, AVATAR_NOT_FOUND, retryInThread, startThread, THREAD_NOT_FOUND, type AskEvents, type ChatDeps, type ThreadToAsk } from './chat.service';

/** The events of a streamed answer: the saved question, then the answer's pieces. */
const streamed = (send: (event: EndpointEventInput<typeof endpoints.streamChatMessage>) => void): AskEvents => ({
  onQuestion: (message: ChatMessage) => send({ type: 'user', message }),
  onDelta: (text) => send({ type: 'delta', text }),
});

const HOUR_MS = 3_600_000;
/** How long after the model is asked from memory the thread is read to check the question (an endpoint's model). */
const READ_BEHIND_MODEL_MS = 20;

// A question, a thread or an attachment is nothing a caller's identity holds: the next question need not look its caller up again.
const CHAT_KEEPS_IDENTITY = 'a thread, a message or an attachment is not part of an identity';

/**
 * Chat with an avatar (active accounts on a membership CHAT_MEMBERSHIPS lists, 'test' by default, checked by the guard; site admins exempt).
 * Threads and messages belong to the avatar's account: its members read and write them; site admins may read
 * them (as every account record) but never write in another account's name. Every answer is counted in the
 * answers' budget (the persona's answer-budget.ts).
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const deps: ChatDeps = { ...personaDeps(app), known: new KnownThreads() };
  const db = deps.db;
  await acceptUploads(app, CHAT_ATTACHMENT_MAX_BYTES);
  const uploads = app.limits.limiter({ name: 'chat-attachments', points: app.config.CHAT_ATTACHMENT_UPLOADS_PER_HOUR, windowMs: HOUR_MS });
  retryAfterHeader(app);
  const quota = { maxCharacters: app.config.CHAT_ATTACHMENT_QUOTA_CHARACTERS, maxAgeMs: app.config.UNUSED_UPLOAD_MAX_AGE_MS };
  // Attachments no question took are removed after UNUSED_UPLOAD_MAX_AGE_MS (every UPLOAD_SWEEP_INTERVAL_MS, by one process), as order uploads.
  app.jobs.every('chat-attachment-sweep', app.config.UPLOAD_SWEEP_INTERVAL_MS, (_data, job) =>
    sweepUnusedAttachments({ db, log: app.log, maxAgeMs: quota.maxAgeMs }, new Date(), job.stopping),
  );

  // An endpoint's first token takes hundreds of milliseconds, and the read a few: it has all that time. The offline
  // persona's first words come within milliseconds, so its read starts on the event loop's next turn.
  const readBehindModelMs = app.config.LLM_BASE_URL ? READ_BEHIND_MODEL_MS : 0;
  const ownedThread = async (id: string): Promise<Owned<ThreadRow> | null> => {
    const row = await findThread(db, id);
    return row && { record: row, accountId: row.accountId };
  };
  // Asking reads the thread, its persona and its messages in one round trip, the messages alongside the check of
  // whose the thread is (they are dropped unread if it is not the caller's): the model is asked one read sooner.
  const readThreadToAsk = async (id: string): Promise<ThreadToAsk | null> => {
    const [found, messages] = await Promise.all([findThreadToAsk(db, id), listThreadMessages(db, id)]);
    return found && { ...found, messages };
  };
  const threadToAsk = {
    // A thread this process knows is owned by the account it was created in (which never changes): the question is
    // asked from memory while the read runs, and checked against it (chat.service's askFromMemory).
    record: async ({ body }: { body: { threadId: string; attachment?: string } }): Promise<Owned<ThreadToAsk> | null> => {
      const known = body.attachment ? undefined : deps.known.get(body.threadId);
      // From memory, the read is not on the model's path: it starts once the model's request is written (undici
      // writes on a kept-alive connection from this turn's check phase) and on its way, so sending its statements,
      // and the database answering them, is not CPU the question waits behind on its way to the model.
      const now = known ? new Promise((resolve) => setTimeout(resolve, readBehindModelMs)).then(() => readThreadToAsk(body.threadId)) : readThreadToAsk(body.threadId);
      if (known) {
        // Refused by ownership, nobody awaits the read.
        now.catch(() => undefined);
        return { record: { ...known, now }, accountId: known.thread.accountId };
      }
      const found = await now;
      return found && { record: found, accountId: found.thread.accountId };
    },
    mode: 'write' as const,
    notFound: THREAD_NOT_FOUND,
  };
  const thread = (mode: 'read' | 'write') => ({
    record: ({ params, body }: { params?: { threadId: string }; body?: { threadId: string } }) => ownedThread(params?.threadId ?? body?.threadId ?? ''),
    mode,
    notFound: THREAD_NOT_FOUND,
  });

  route(app, endpoints.listAvatarThreads, {
    owner: {
      record: async ({ params }) => {
        const row = await findAvatar(db, params.avatarId);
        return row && { record: row, accountId: row.avatar.accountId };
      },
      mode: 'read',
      notFound: AVATAR_NOT_FOUND,
    },
    handler: async ({ params }) => (await listAvatarThreads(db, params.avatarId)).map(toThread),
  });

  route(app, endpoints.newThread, {
    keepsIdentity: CHAT_KEEPS_IDENTITY,
    // The account named must be the caller's; the service then refuses an avatar of any other account (404).
    owner: { account: ({ body }) => body.accountId, mode: 'write' },
    handler: async ({ body }) => {
      const started = await startThread(db, body.accountId, body.avatarId);
      deps.known.remember(started);
      return toThread(started.thread);
    },
  });

  route(app, endpoints.listThreadMessages, {
    owner: thread('read'),
    handler: async ({ record }) => {
      const cite = personaCitations(deps, await findPersonaSource(db, record.avatarId));
      return (await listThreadMessages(db, record.id)).map((row) => toMessage(row, cite));
    },
  });

  route(app, endpoints.sendChatMessage, {
    keepsIdentity: CHAT_KEEPS_IDENTITY,
    owner: threadToAsk,
    handler: async ({ caller, record, body, reply }) => {
      try {
        return toReply(await askInThread(deps, record, { userId: caller.user.id }, body, whenClientLeaves(reply)));
      } catch (error) {
        // Nobody is left to answer; the error handler's write to the closed connection is harmless.
        if (error instanceof AnswerStopped) throw new AppError('BAD_REQUEST', 'The question was stopped before its answer.');
        throw error;
      }
    },
  });

  route(app, endpoints.streamChatMessage, {
    keepsIdentity: CHAT_KEEPS_IDENTITY,
    owner: threadToAsk,
    // Everything refused before the first event (validation, access, ownership) is a JSON error as usual.
    handler: async ({ caller, record, body, request, reply }) =>
      streamEvents(endpoints.streamChatMessage, request, reply, 'the chat stream', async (send, stopped) => {
        send({ type: 'done', message: await askInThread(deps, record, { userId: caller.user.id }, body, stopped, streamed(send)) });
      }),
  });

  route(app, endpoints.retryChatMessage, {
    keepsIdentity: CHAT_KEEPS_IDENTITY,
    owner: {
      record: async ({ params }) => {
        const found = await findMessageThread(db, params.messageId);
        return found && { record: found, accountId: found.thread.accountId };
      },
      mode: 'write',
      notFound: CHAT_QUESTION_TEXTS.questionNotFound,
    },
    handler: async ({ caller, record, request, reply }) =>
      streamEvents(endpoints.retryChatMessage, request, reply, 'the chat stream', async (send, stopped) => {
        send({ type: 'done', message: await retryInThread(deps, record.thread, { userId: caller.user.id }, record.messageId, stopped, streamed(send)) });
      }),
  });

  route(app, endpoints.uploadChatAttachment, {
    keepsIdentity: CHAT_KEEPS_IDENTITY,
    owner: { self: "keeps the text for the caller's own account; a question may only add an attachment of its thread's account" },
    handler: async ({ caller, request }) => {
      // Counted before the file is read: a refused file costs its reading too.
      await takeOrRefuse(uploads, caller.user.id, uploadLimitMessage(uploads.points));
      const { filename, bytes } = await readUpload(request, {
        missing: 'Choose a file to attach.',
        tooLarge: `Attachments can be at most ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
      });
      const { text } = await attachmentText(app.documents, filename, bytes);
      const id = await saveAttachment(db, caller.user.accountId, filename, text, quota);
      return { attachment: id, name: filename, characters: text.length };
    },
  });
};
