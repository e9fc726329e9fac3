import { CHAT_ATTACHMENT_EXTENSIONS } from '@persona/shared';

const KINDS = `${CHAT_ATTACHMENT_EXTENSIONS.slice(0, -1).join(', ')} and ${CHAT_ATTACHMENT_EXTENSIONS.at(-1)}`;

/** Texts of the avatar chat screen (/chat/avatar/{id}) and the embedded chat-bot page (/chat). */
export const CHAT_TEXTS = {
  chatbotFrame: 'Chat-bot',
  chatbotNotConfigured: {
    customer: 'The chat-bot is not available yet. Please check back soon.',
    admin: 'The chat-bot page is not set up yet. A site admin can set CHATBOT_URL to show it here.',
  },
  description: 'Ask the avatar anything: it answers in character, from its Blueprint.',
  chattingWith: 'Chatting with',
  threads: 'Threads',
  newThread: 'New thread',
  untitledThread: 'Untitled thread',
  noThreads: 'No threads yet. Your first message starts one.',
  threadsFailed: 'We could not load the threads.',
  conversation: 'Conversation',
  messagesFailed: 'We could not load this thread.',
  threadNotFoundTitle: 'Thread not found',
  threadNotFound: 'This thread does not exist, or it is not one of your account\'s threads with this avatar.',
  backToChat: (name: string) => `Back to the chat with ${name}`,
  emptyConversation: (name: string) => `Ask ${name} a question to start a new thread.`,
  you: 'You',
  typing: (name: string) => `${name} is typing…`,
  stopped: 'Stopped',
  unanswered: 'No answer: it failed or was cut off.',
  retry: 'Ask again',
  attachedFile: (name: string) => `Attached: ${name}`,
  message: 'Message',
  placeholder: (name: string) => `Ask ${name} a question…`,
  keysHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  stop: 'Stop',
  attach: 'Attach a file',
  attachHint: `Optional: ${KINDS}.`,
  uploading: (name: string) => `Uploading ${name}…`,
  removeAttachment: (name: string) => `Remove attachment ${name}`,
  wrongKind: `Only ${KINDS} files can be attached.`,
  tooLarge: (limit: string) => `This file is too large: attachments can be at most ${limit}.`,
  emptyFile: 'This file is empty.',
} as const;
