/** What other features may use of the chat: its tables (an account's or avatar's removal cascades to them) and its attachments (a panel's asset). */
export { chatAttachments, chatMessages, chatThreads } from './chat.tables';
export { findChatAttachment, markCutQuestions } from './chat.service';
