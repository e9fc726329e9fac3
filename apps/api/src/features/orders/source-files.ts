import { SOURCE_EXTENSIONS, SOURCE_FILE_MESSAGES, SOURCE_TEXT_MAX_LENGTH } from '@persona/shared';
import { extname } from 'node:path';
import { DOCUMENT_TEXTS, documentKind, type DocumentKind, type DocumentReader } from '../../lib/documents';
import { AppError } from '../../lib/errors';
import type { PassageLayout } from './source-passages';

type SourceExtension = (typeof SOURCE_EXTENSIONS)[number];


const CONTENT_TYPES: Record<SourceExtension, string> = {
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.rtf': 'application/rtf',
  '.pdf': 'application/pdf',
};

const layoutOf = (kind: DocumentKind): PassageLayout => (kind === '.pdf' ? 'pages' : kind === '.csv' ? 'rows' : 'paragraphs');

/**
 * A research file read once, at upload, by the document reader (off the main thread, under its limits): its
 * text, how that text is laid out, and the content type it is stored with. Any other kind, a file whose bytes
 * are not what its name says, an empty, damaged, password-protected or oversized-when-unpacked file: 422 with
 * the reason.
 */
export async function readSourceFile(documents: DocumentReader, fileName: string, bytes: Buffer) {
  const extension = extname(fileName).toLowerCase();
  if (!(SOURCE_EXTENSIONS as readonly string[]).includes(extension)) throw new AppError('UNPROCESSABLE', SOURCE_FILE_MESSAGES.type);
  if (bytes.byteLength === 0) throw new AppError('UNPROCESSABLE', DOCUMENT_TEXTS.empty);
  const kind = documentKind(fileName, bytes, SOURCE_EXTENSIONS);
  if (!kind) throw new AppError('UNPROCESSABLE', `This file is not a ${extension} file inside: ${SOURCE_FILE_MESSAGES.type}`);
  const { text } = await documents.read(kind, bytes, SOURCE_TEXT_MAX_LENGTH);
  return { text, layout: layoutOf(kind), contentType: CONTENT_TYPES[extension as SourceExtension] };
}
