import { CHAT_ATTACHMENT_TEXT_MAX_LENGTH } from '@persona/shared';
import { DocumentRefused, documentKind, type DocumentKind, type DocumentReader } from '../../lib/documents';

/** As much of an attachment's text as drafting reads (the same as a chat attachment gives a question). */
const TEXT_MAX_LENGTH = CHAT_ATTACHMENT_TEXT_MAX_LENGTH;
/** The attachment kinds whose text is read (a PDF attachment is kept without text; sources read PDFs). */
const TEXT_KINDS: DocumentKind[] = ['.txt', '.rtf', '.doc', '.docx', '.odt'];

/**
 * The text of an order attachment, read once at upload: null for kinds without text (PDF, images) and for a
 * document whose reader finds none (damaged, protected by a password: a person may still open it). A document
 * that breaks a limit (archive sizes, the reader's memory or time) is refused (422 DocumentRefused).
 */
export async function orderAttachmentText(documents: DocumentReader, fileName: string, bytes: Buffer): Promise<string | null> {
  const kind = documentKind(fileName, bytes, TEXT_KINDS);
  if (!kind) return null;
  try {
    return (await documents.read(kind, bytes, TEXT_MAX_LENGTH)).text;
  } catch (error) {
    if (error instanceof DocumentRefused && error.reason === 'unreadable') return null;
    throw error;
  }
}
