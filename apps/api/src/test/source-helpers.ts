import { endpoints, passageId, type OrderSource } from '@persona/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sourcePassages, sources, uploads } from '../features/orders';
import type { Database } from '../lib/db/database';
import { call } from './call';

/** Uploads a research file as the member (the raw answer). */
export const uploadSource = (app: FastifyInstance, who: { token: string } | null, fileName: string, content: string | Uint8Array) =>
  call(app, endpoints.uploadSource, { upload: { fileName, content }, token: who?.token });

/** Pastes research text with a label as the member (the raw answer). */
export const pasteSource = (app: FastifyInstance, who: { token: string } | null, label: string, text: string) =>
  call(app, endpoints.pasteSource, { body: { label, text }, token: who?.token });

/** A research file the member uploaded, as answered. */
export async function uploadedSource(app: FastifyInstance, who: { token: string }, fileName: string, content: string | Uint8Array): Promise<OrderSource> {
  const res = await uploadSource(app, who, fileName, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderSource;
}

/** A transcript of `turns` lines, one turn a line and no blank line between (as call tools export them). */
export const transcript = (turns: number, topic = 'the onboarding') =>
  Array.from({ length: turns }, (_, i) =>
    i % 2 === 0
      ? `Interviewer: What happened next with ${topic}, in step ${i / 2 + 1}?`
      : `Customer: Honestly it took us ${i} days, because the import kept failing and nobody answered the support chat.`,
  ).join('\n');

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
