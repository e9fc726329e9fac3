import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Lets the routes of this scope take one uploaded file of at most maxBytes (and no other fields). */
export async function acceptUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0 } });
}

export interface UploadTexts {
  /** No file in the request. */
  missing: string;
  /** Over the scope's size limit. */
  tooLarge: string;
}

/** The one uploaded file (field "file") of a multipart request, read whole. */
export async function readUpload(request: FastifyRequest, texts: UploadTexts): Promise<{ filename: string; bytes: Buffer }> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw new AppError('BAD_REQUEST', texts.missing);
  const bytes = await file.toBuffer().catch(() => {
    throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
  });
  return { filename: file.filename, bytes };
}
