import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isInvalidText } from './input-checks';

/** The form field the one uploaded file travels in (the web app's FormData and the catalogue say so). */
export const UPLOAD_FIELD = 'file';

/**
 * Lets the routes of this scope take one uploaded file of at most maxBytes. Text fields, in any order around
 * the file, are read and ignored (a few small ones at most).
 */
export async function acceptUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
}

export interface UploadTexts {
  /** No file in the request. */
  missing: string;
  /** Over the scope's size limit. */
  tooLarge: string;
}

const NOT_A_FORM = 'The upload is not a complete multipart form.';
const ONE_FILE = `Send one file, in the form field "${UPLOAD_FIELD}".`;
const BAD_NAME = 'The file name contains a character that is not allowed.';

/** Any failure while reading the form: the client's doing (a missing boundary, a cut-off body, too many parts). */
function uploadError(error: unknown, texts: UploadTexts): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', ONE_FILE);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('BAD_REQUEST', 'The upload has too many form fields.');
  // busboy's "Boundary not found", "Malformed part header", "Unexpected end of form", "Part terminated early"…
  return new AppError('BAD_REQUEST', NOT_A_FORM);
}

/**
 * The one uploaded file (field "file") of a multipart request, read whole. The whole form is read, so a body
 * cut short or a second file is refused rather than ignored; every failure is a 4xx in the error format.
 */
export async function readUpload(request: FastifyRequest, texts: UploadTexts): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', texts.missing);
  let upload: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || upload) throw new AppError('BAD_REQUEST', ONE_FILE);
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error, texts);
  }
  if (!upload) throw new AppError('BAD_REQUEST', texts.missing);
  if (isInvalidText(upload.filename)) throw new AppError('BAD_REQUEST', BAD_NAME);
  return upload;
}
