import { parseOfficeAsync } from 'officeparser';
import WordExtractor from 'word-extractor';
import { csvToText } from './csv-text';
import type { DocumentKind } from './document-kinds';
import { PasswordProtected, pdfToText } from './pdf-text';
import { RtfTooDeep, rtfToText } from './rtf-text';
import { tidyText } from './tidy-text';

/**
 * What reading gave: the text (cut to the length asked), or why there is none. A PDF's pages are separated by a
 * form feed ("\f"), so its passages can say which page they come from; a CSV gives one line per row.
 */
export type ReadOutcome = { text: string; truncated: boolean } | { refused: 'unreadable' | 'empty' | 'too-deep' | 'password' };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** Plain text: UTF-8 (a BOM dropped), else Windows-1252, the usual single-byte encoding of older files. */
function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}

/** How each kind is read (libraries for Word and OpenDocument). */
const READERS: Record<DocumentKind, (b: Buffer) => Promise<string>> = {
  '.txt': async (b) => decodeText(b),
  '.md': async (b) => decodeText(b),
  '.csv': async (b) => csvToText(decodeText(b)),
  '.rtf': async (b) => rtfToText(decodeText(b)),
  '.doc': async (b) => (await new WordExtractor().extract(b)).getBody(),
  '.docx': (b) => parseOfficeAsync(b),
  '.odt': (b) => parseOfficeAsync(b),
  '.pdf': (b) => pdfToText(b),
};

/** A PDF's pages are tidied one by one, so a blank page still counts and later pages keep their numbers. */
const tidyPages = (text: string) => text.split('\f').map(tidyText).join('\f');

/** At most max characters (code points: never half a surrogate pair). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text.slice(0, max * 2));
  return points.slice(0, max).join('');
}

/**
 * The text of a document already recognised as `kind`, tidied and cut to maxCharacters. Runs in the document
 * worker (see document-worker.ts): the readers are libraries that may take any time and memory on a hostile file.
 */
export async function readDocument(kind: DocumentKind, bytes: Buffer, maxCharacters: number): Promise<ReadOutcome> {
  let raw: unknown;
  try {
    raw = await READERS[kind](bytes);
  } catch (error) {
    // The libraries throw strings, Errors and parser failures alike: all of them mean "not readable".
    return { refused: error instanceof RtfTooDeep ? 'too-deep' : error instanceof PasswordProtected ? 'password' : 'unreadable' };
  }
  const read = typeof raw === 'string' ? raw : '';
  const text = kind === '.pdf' ? tidyPages(read) : tidyText(read);
  if (text.replace(/\f/g, '') === '') return { refused: 'empty' };
  const kept = cut(text, maxCharacters);
  return { text: kept, truncated: kept.length < text.length };
}
