/** The chat's limits, statuses and rule texts, apart from its schemas: the chat screen reads them without loading zod. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
/** The extracted text of a chat attachment is cut to this many characters. */
export const CHAT_ATTACHMENT_TEXT_MAX_LENGTH = 20_000;
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_ATTACHMENT_EXTENSIONS = ['.txt', '.rtf', '.doc', '.docx', '.odt'] as const;
export const CHAT_THREAD_NAME_MAX_LENGTH = 60;

/**
 * answered: a question with its answer, or an answer · pending: a question being answered · unanswered: a
 * question whose answer failed, was stopped or was cut off; it can be asked again (retryChatMessage) and is left
 * out of what the avatar is shown of the thread.
 */
export const CHAT_MESSAGE_STATUSES = ['answered', 'pending', 'unanswered'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** Texts of the chat's rules on questions. */
export const CHAT_QUESTION_TEXTS = {
  onePending: 'The avatar is still answering your last question in this thread. Wait for its answer, then ask again.',
  notUnanswered: 'This question has its answer, or is being answered now.',
  questionNotFound: 'This question does not exist.',
  askedAgain: 'This question was asked again meanwhile.',
} as const;
