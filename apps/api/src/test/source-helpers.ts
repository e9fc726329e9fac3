import { passageId } from '@persona/shared';
import type { Database } from '../lib/db/database';
import { sourcePassages, sources, uploads } from '../features/orders';

/** One source as a test writes it: its name and its passages' texts (located "paragraph n"). */
export interface TestSource {
  name: string;
  passages: string[];
}

/**
 * Gives an order sources by writing the rows the upload routes would (an upload, its source taken by the
 * order, its passages), so tests of what reads them need not parse files. Answers each source's passage ids.
 */
export async function addSources(db: Database, order: { id: string; accountId: string }, list: TestSource[]): Promise<string[][]> {
  const ids: string[][] = [];
  for (const [index, source] of list.entries()) {
    const text = source.passages.join('\n\n');
    const key = `sources/${order.accountId}/${crypto.randomUUID()}.txt`;
    await db.insert(uploads).values({ key, accountId: order.accountId, size: Buffer.byteLength(text), text, attachedAt: new Date() });
    const [row] = await db
      .insert(sources)
      .values({ accountId: order.accountId, orderId: order.id, uploadKey: key, kind: 'text', name: source.name, size: Buffer.byteLength(text), passageCount: source.passages.length, position: index })
      .returning({ id: sources.id });
    const sourceId = row!.id;
    if (source.passages.length > 0) {
      await db.insert(sourcePassages).values(source.passages.map((passage, i) => ({ sourceId, position: i + 1, location: `paragraph ${i + 1}`, text: passage })));
    }
    ids.push(source.passages.map((_, i) => passageId(sourceId, i + 1)));
  }
  return ids;
}
