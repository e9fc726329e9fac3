import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export async function readMailbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as ReceivedMail));
}

/** The newest mail to `to` (matching `subject`, if given), waiting for it to arrive. */
export async function waitForMail(
  dir: string,
  to: string,
  opts: { timeoutMs?: number; subject?: RegExp } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const mails = (await readMailbox(dir)).filter((m) => m.to.split(',').includes(wanted) && (!opts.subject || opts.subject.test(m.subject)));
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} arrived within ${opts.timeoutMs ?? 30_000} ms`);
}

/** The first link in the mail's text whose path starts with pathPrefix (e.g. '/reset'). */
export function extractLink(mail: Pick<ReceivedMail, 'text'>, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  throw new Error(`no link to ${pathPrefix} in mail: ${mail.text}`);
}
