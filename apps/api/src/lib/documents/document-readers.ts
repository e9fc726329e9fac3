import { parseOfficeAsync } from 'officeparser';
import WordExtractor from 'word-extractor';
import type { DocumentKind } from './document-kinds';
import { RtfTooDeep, rtfToText } from './rtf-text';

/** What reading gave: the text (cut to the length asked), or why there is none. */
export type ReadOutcome = { text: string; truncated: boolean } | { refused: 'unreadable' | 'empty' | 'too-deep' };

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
  '.rtf': async (b) => rtfToText(decodeText(b)),
  '.doc': async (b) => (await new WordExtractor().extract(b)).getBody(),
  '.docx': (b) => parseOfficeAsync(b),
  '.odt': (b) => parseOfficeAsync(b),
};

/** Control characters other than tab and newline (NUL cannot even be stored), and runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
    return { refused: error instanceof RtfTooDeep ? 'too-deep' : 'unreadable' };
  }
  const text = tidy(typeof raw === 'string' ? raw : '');
  if (text === '') return { refused: 'empty' };
  const kept = cut(text, maxCharacters);
  return { text: kept, truncated: kept.length < text.length };
}
