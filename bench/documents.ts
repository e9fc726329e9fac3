// Hostile documents against the document reader: `npm run bench:documents`. For each file it prints how the
// reader answered, how long that took, and the longest the event loop was held meanwhile (perf_hooks at 1 ms
// resolution, the figure "about 100 ms" is about). The reader runs with the settings' defaults, as the portal
// does. Figures only: the API tests (hostile-attachments.test.ts) hold the same files to wide bounds.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { documentLimits, loadConfig } from '../apps/api/src/config';
import { createDocumentReader, documentKind } from '../apps/api/src/lib/documents';
import { damagedDoc, docxBomb, largeDocx, lyingDocx, nestedRtf, odtBomb } from '../apps/api/src/test/hostile-files';
import { docx } from '../apps/api/src/test/office-files';

const MB = 1024 * 1024;
const FILES: [string, string, () => Buffer][] = [
  ['a small .docx (control)', 'fine.docx', () => docx(['Plain words for a control.'])],
  ['.docx bomb, 60 MB of blanks', 'bomb.docx', () => docxBomb(60 * MB)],
  ['.odt bomb, 20 MB of blanks', 'bomb.odt', () => odtBomb(20 * MB)],
  ['.docx whose index lies (1 KB claimed, 30 MB inside)', 'liar.docx', () => lyingDocx(30 * MB)],
  ['honest heavy .docx (60,000 paragraphs)', 'heavy.docx', () => largeDocx(60_000)],
  ['RTF nested 4.9 MB deep', 'deep.rtf', () => nestedRtf(4.9 * MB)],
  ['plain text, 4.9 MB', 'large.txt', () => Buffer.from('All work and no play. '.repeat((4.9 * MB) / 22))],
  ['damaged .doc', 'damaged.doc', damagedDoc],
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench-documents' });
const reader = createDocumentReader(documentLimits(config), { info: () => undefined });

console.warn(`document reader: ${config.DOCUMENT_WORKERS} workers, ${config.DOCUMENT_WORKER_MEMORY_MB} MB heap each, ${config.DOCUMENT_READ_TIMEOUT_MS} ms limit; ${ROUNDS} rounds, worst shown`);
console.warn(`${'file'.padEnd(52)} ${'bytes sent'.padStart(10)}  ${'answer'.padEnd(34)} ${'time ms'.padStart(8)} ${'loop held ms'.padStart(12)}`);
for (const [label, name, make] of FILES) {
  const bytes = make();
  const kind = documentKind(name, bytes);
  if (!kind) throw new Error(`${name} is not a document kind the reader takes`);
  let answer = '';
  let worstMs = 0;
  let worstLoopMs = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const started = performance.now();
    try {
      const { text, truncated } = await reader.read(kind, bytes, 20_000);
      answer = `read: ${text.length} characters${truncated ? ', cut' : ''}`;
    } catch (error) {
      answer = `refused: ${(error as Error).message.slice(0, 25)}…`;
    }
    worstMs = Math.max(worstMs, performance.now() - started);
    loop.disable();
    worstLoopMs = Math.max(worstLoopMs, loop.max / 1e6);
  }
  console.warn(`${label.padEnd(52)} ${String(bytes.byteLength).padStart(10)}  ${answer.padEnd(34)} ${worstMs.toFixed(0).padStart(8)} ${worstLoopMs.toFixed(1).padStart(12)}`);
}
await reader.close();
