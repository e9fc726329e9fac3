import { z } from 'zod';
import {
  avatarIdParamsSchema,
  chatAttachmentUploadSchema,
  chatMessageBodySchema,
  chatMessageSchema,
  chatReplySchema,
  chatStreamEventSchema,
  chatThreadSchema,
  messageIdParamsSchema,
  newThreadBodySchema,
  threadIdParamsSchema,
} from '../schemas/chat';
import { defineEndpoint } from './endpoint';
import { chatRoutes } from './chat.route-table';

/** Chat with an avatar: only accounts on a membership CHAT_MEMBERSHIPS lists ('test' by default), only the avatar's own account. */
export const chatEndpoints = {
  listAvatarThreads: defineEndpoint({
    ...chatRoutes.listAvatarThreads,
    params: avatarIdParamsSchema,
    response: z.array(chatThreadSchema),
  }),
  newThread: defineEndpoint({
    ...chatRoutes.newThread,
    body: newThreadBodySchema,
    response: chatThreadSchema,
  }),
  listThreadMessages: defineEndpoint({
    ...chatRoutes.listThreadMessages,
    params: threadIdParamsSchema,
    response: z.array(chatMessageSchema),
  }),
  sendChatMessage: defineEndpoint({
    ...chatRoutes.sendChatMessage,
    body: chatMessageBodySchema,
    response: chatReplySchema,
  }),
  streamChatMessage: defineEndpoint({
    ...chatRoutes.streamChatMessage,
    body: chatMessageBodySchema,
    events: chatStreamEventSchema,
  }),
  retryChatMessage: defineEndpoint({
    ...chatRoutes.retryChatMessage,
    params: messageIdParamsSchema,
    events: chatStreamEventSchema,
  }),
  uploadChatAttachment: defineEndpoint({
    ...chatRoutes.uploadChatAttachment,
    response: chatAttachmentUploadSchema,
  }),
};
