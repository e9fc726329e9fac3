import { endpoints, SOURCE_FILE_MESSAGES, SOURCE_MAX_BYTES } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_TEXTS, tidyText } from '../../lib/documents';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/http/route';
import { acceptUploads, readUpload } from '../../lib/http/upload';
import { retryAfterHeader, takeOrRefuse, uploadLimitMessage } from '../../lib/rate-limiter';
import { readSourceFile } from './source-files';
import { splitPassages } from './source-passages';
import { addSource, ownedSource, removeSource, SOURCE_NOT_FOUND, type SourceStore } from './sources.service';

/** An order's research: files and pasted text, read once into passages, kept until an order takes them. */
export const sourcesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  await acceptUploads(app, SOURCE_MAX_BYTES);
  // Files and pasted text count alike: each is read, split and stored.
  const added = app.limits.limiter({ name: 'order-sources', points: app.config.ORDER_SOURCE_UPLOADS_PER_HOUR, windowMs: 3_600_000 });
  retryAfterHeader(app);
  const store: SourceStore = { db, storage: app.storage, log: app.log, quotaBytes: app.config.STORAGE_QUOTA_BYTES_PER_ACCOUNT };

  route(app, endpoints.uploadSource, {
    owner: { self: "stores the file under the caller's own account" },
    handler: async ({ caller, request }) => {
      // Counted before the file is read: a refused file costs its reading too.
      await takeOrRefuse(added, caller.user.id, uploadLimitMessage(added.points));
      const { filename, bytes } = await readUpload(request, {
        missing: 'Choose a file to add.',
        tooLarge: SOURCE_FILE_MESSAGES.tooLarge,
      });
      const { text, layout, contentType } = await readSourceFile(app.documents, filename, bytes);
      const passages = splitPassages(text, layout);
      if (passages.length === 0) throw new AppError('UNPROCESSABLE', DOCUMENT_TEXTS.empty);
      return addSource(store, { accountId: caller.user.accountId, kind: 'file', name: filename, fileName: filename, bytes, contentType, text, passages });
    },
  });

  route(app, endpoints.pasteSource, {
    owner: { self: "stores the text under the caller's own account" },
    handler: async ({ caller, body }) => {
      await takeOrRefuse(added, caller.user.id, uploadLimitMessage(added.points));
      const text = tidyText(body.text);
      const passages = splitPassages(text, 'paragraphs');
      // Only control characters, which are not kept.
      if (passages.length === 0) throw new AppError('BAD_REQUEST', 'Paste some text first.');
      // Stored as a .txt, so the quota, the sweep and downloads treat it as any file.
      return addSource(store, {
        accountId: caller.user.accountId,
        kind: 'text',
        name: body.label,
        fileName: `${body.label}.txt`,
        bytes: Buffer.from(text, 'utf8'),
        contentType: 'text/plain; charset=utf-8',
        text,
        passages,
      });
    },
  });

  route(app, endpoints.removeSource, {
    owner: { record: ({ params }) => ownedSource(db, params.id), mode: 'write', notFound: SOURCE_NOT_FOUND },
    handler: async ({ record }) => {
      await removeSource(store, record.id);
    },
  });
};
