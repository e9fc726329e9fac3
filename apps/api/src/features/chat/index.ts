/** What other features may use of the chat: its tables (an account's or avatar's removal cascades to them). */
export { chatAttachments, chatMessages, chatThreads } from './chat.tables';
