import type { DocumentReader } from './document-reader';

export { ARCHIVE_TEXTS, type ArchiveLimits } from './archive-check';
export { DOCUMENT_EXTENSIONS, documentKind, type DocumentKind } from './document-kinds';
export { tidyText } from './tidy-text';
export { createDocumentReader, DOCUMENT_TEXTS, DocumentRefused, type DocumentLimits, type DocumentReader } from './document-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded documents' text in worker threads, under limits: see lib/documents. */
    documents: DocumentReader;
  }
}
