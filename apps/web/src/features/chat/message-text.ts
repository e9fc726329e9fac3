import type { ChatMessage } from '@persona/shared';

/**
 * What a message shows: a question with an attachment is saved with the file's text under a separator line
 * ("----- Attached file: <name> -----"); the bubble shows the typed part, the file by its name.
 */
export function shownText({ role, content, attachmentName }: Pick<ChatMessage, 'role' | 'content' | 'attachmentName'>): string {
  if (role !== 'user' || !attachmentName) return content;
  const separator = content.indexOf(`\n\n----- Attached file: ${attachmentName} -----`);
  return separator === -1 ? content : content.slice(0, separator);
}
