import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_ATTACHMENT_TEXT_MAX_LENGTH } from '@persona/shared';
import { documentKind, type DocumentReader } from '../../lib/documents';
import { AppError } from '../../lib/errors';

export const ATTACHMENT_KINDS = 'Attach a text, RTF, Word (.doc, .docx) or OpenDocument (.odt) file.';

/**
 * The text of an uploaded chat attachment, cut to CHAT_ATTACHMENT_TEXT_MAX_LENGTH characters. The file must be
 * one of the allowed kinds by its name and by its first bytes; anything else, or a file that cannot be read
 * within the documents' limits or has no text, is 422 UNPROCESSABLE.
 */
export async function attachmentText(documents: DocumentReader, fileName: string, bytes: Buffer): Promise<{ text: string; truncated: boolean }> {
  const kind = documentKind(fileName, bytes, CHAT_ATTACHMENT_EXTENSIONS);
  if (!kind) throw new AppError('UNPROCESSABLE', ATTACHMENT_KINDS);
  return documents.read(kind, bytes, CHAT_ATTACHMENT_TEXT_MAX_LENGTH);
}
