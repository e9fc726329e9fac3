import { afterEach, describe, expect, it, vi } from 'vitest';
import { largeDocx, lyingDocx } from '../../test/hostile-files';
import { docx } from '../../test/office-files';
import { pdf } from '../../test/pdf-files';
import { createDocumentReader, DOCUMENT_TEXTS, DocumentRefused, type DocumentLimits, type DocumentReader } from './document-reader';

const LIMITS: DocumentLimits = { maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100, maxEntries: 1000, workers: 1, workerMemoryMb: 512, timeoutMs: 20_000 };
const readers: DocumentReader[] = [];
const reader = (limits: Partial<DocumentLimits> = {}, log = { info: vi.fn() }) => {
  const created = createDocumentReader({ ...LIMITS, ...limits }, log);
  readers.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.close()));
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('read, but should have been refused');
    },
    (error: unknown) => {
      if (!(error instanceof DocumentRefused)) throw error;
      return { message: error.message, reason: error.reason, status: error.statusCode };
    },
  );

/** About 1.3 MB of honest document XML: within every archive limit, but seconds and hundreds of MB to parse. */
const heavy = largeDocx(20_000);

describe('the document reader', () => {
  it('reads in a worker, tidies and cuts', async () => {
    const documents = reader();
    expect(await documents.read('.txt', Buffer.from('  One\r\n\r\n\r\n\r\nTwo\u0001 \n'), 100)).toEqual({ text: 'One\n\nTwo', truncated: false });
    expect(await documents.read('.docx', docx(['Abc', 'Def']), 5)).toEqual({ text: 'Abc\nD', truncated: true });
  });

  it('ends a worker that runs out of memory, refuses the file, and reads the next in a new one', async () => {
    const log = { info: vi.fn() };
    const documents = reader({ workerMemoryMb: 32 }, log);
    expect(await refusal(documents.read('.docx', heavy, 1000))).toEqual({ message: DOCUMENT_TEXTS.tooMuchMemory, reason: 'limit', status: 422 });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ kind: '.docx' }), 'a document worker was ended');
    expect(await documents.read('.txt', Buffer.from('next'), 100)).toEqual({ text: 'next', truncated: false });
  });

  it('ends a worker past the time limit, counted from when the worker takes the file', async () => {
    const documents = reader({ timeoutMs: 100 });
    expect(await refusal(documents.read('.docx', heavy, 1000))).toEqual({ message: DOCUMENT_TEXTS.tooSlow(100), reason: 'limit', status: 422 });
    expect(DOCUMENT_TEXTS.tooSlow(20_000)).toBe('Reading this file took longer than 20 seconds, longer than any document may, so it was not read.');
    expect(await documents.read('.rtf', Buffer.from('{\\rtf1 next\\par}'), 100)).toEqual({ text: 'next', truncated: false });
  });

  it('refuses an archive whose contents list lies once its worker fails on it', async () => {
    const documents = reader();
    expect(await refusal(documents.read('.docx', lyingDocx(8 * 1024 * 1024), 1000))).toMatchObject({ reason: 'limit', status: 422 });
    expect(await documents.read('.docx', docx(['next']), 100)).toEqual({ text: 'next', truncated: false });
  });

  it('tells files with no text apart from files over a limit', async () => {
    const documents = reader();
    expect(await refusal(documents.read('.txt', Buffer.from(' \n '), 100))).toEqual({ message: DOCUMENT_TEXTS.empty, reason: 'unreadable', status: 422 });
    expect(await refusal(documents.read('.docx', Buffer.from('PK\u0003\u0004garbage', 'latin1'), 100))).toMatchObject({ reason: 'unreadable' });
    expect(await refusal(documents.read('.rtf', Buffer.from(`{\\rtf1 ${'{'.repeat(1001)}`), 100))).toEqual({ message: DOCUMENT_TEXTS.tooDeep, reason: 'limit', status: 422 });
    expect(await documents.read('.rtf', Buffer.from(`{\\rtf1 ${'{'.repeat(999)}deep${'}'.repeat(999)}}`), 100)).toEqual({ text: 'deep', truncated: false });
  });

  it('reads PDFs page by page (pages apart by a form feed, blank ones kept), Markdown as text and CSV row by row', async () => {
    const documents = reader();
    expect(await documents.read('.pdf', pdf(['Page one,\nsecond line.', '', 'Page three (and a bracket).']), 1000)).toEqual({
      text: 'Page one,\nsecond line.\f\fPage three (and a bracket).',
      truncated: false,
    });
    expect(await documents.read('.md', Buffer.from('# Notes\r\n\r\n* one\f'), 100)).toEqual({ text: '# Notes\n\n* one', truncated: false });
    expect(await documents.read('.csv', Buffer.from('Name;Said\nAnn;"too slow;\nreally"\n;\nBo;\n'), 1000)).toEqual({ text: 'Name: Ann; Said: too slow; really\nName: Bo', truncated: false });
    expect(await documents.read('.csv', Buffer.from('\tAge\nx\t30\ty\n'), 1000)).toEqual({ text: 'Column 1: x; Age: 30; Column 3: y', truncated: false });
  });

  it('refuses a password-protected PDF as such, a damaged one as unreadable, and a CSV without rows as empty', async () => {
    const documents = reader();
    expect(await refusal(documents.read('.pdf', pdf(['secret'], { encrypted: true }), 100))).toEqual({ message: DOCUMENT_TEXTS.passwordProtected, reason: 'unreadable', status: 422 });
    expect(await refusal(documents.read('.pdf', Buffer.from('%PDF-1.7\nnot really'), 100))).toEqual({ message: DOCUMENT_TEXTS.unreadable, reason: 'unreadable', status: 422 });
    expect(await refusal(documents.read('.pdf', pdf(['', '']), 100))).toEqual({ message: DOCUMENT_TEXTS.empty, reason: 'unreadable', status: 422 });
    expect(await refusal(documents.read('.csv', Buffer.from('Name,Role\r\n'), 100))).toEqual({ message: DOCUMENT_TEXTS.empty, reason: 'unreadable', status: 422 });
  });

  it('answers busy (503) past the queue, and reads what it took', async () => {
    const documents = reader();
    const reads = Array.from({ length: 8 }, () => documents.read('.txt', Buffer.from('queued'), 100).then(() => 'read', (error: { code?: string }) => error.code));
    const outcomes = await Promise.all(reads);
    expect(outcomes.filter((o) => o === 'read')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'UNAVAILABLE')).toHaveLength(3);
  });
});
