import { CHAT_ATTACHMENT_TEXT_MAX_LENGTH, type CHAT_ATTACHMENT_EXTENSIONS } from '@persona/shared';
import { extname } from 'node:path';
import { parseOfficeAsync } from 'officeparser';
import WordExtractor from 'word-extractor';
import { AppError } from '../../lib/errors';
import { rtfToText } from './rtf-text';

type Extension = (typeof CHAT_ATTACHMENT_EXTENSIONS)[number];

const starts = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file (Word 97–2003). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = [...'{\\rtf'].map((c) => c.charCodeAt(0));

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

/** How each allowed kind is recognised by its first bytes and read (libraries for Word and OpenDocument). */
const READERS: Record<Extension, { matches: (b: Uint8Array) => boolean; read: (b: Buffer) => Promise<string> }> = {
  '.txt': { matches: (b) => !b.subarray(0, 8192).includes(0), read: async (b) => decodeText(b) },
  '.rtf': { matches: (b) => starts(b, ...RTF), read: async (b) => rtfToText(decodeText(b)) },
  '.doc': { matches: (b) => starts(b, ...OLE), read: async (b) => (await new WordExtractor().extract(b)).getBody() },
  '.docx': { matches: (b) => starts(b, ...ZIP), read: (b) => parseOfficeAsync(b) },
  '.odt': { matches: (b) => starts(b, ...ZIP), read: (b) => parseOfficeAsync(b) },
};

export const ATTACHMENT_KINDS = 'Attach a text, RTF, Word (.doc, .docx) or OpenDocument (.odt) file.';
const UNREADABLE = 'This file could not be read: it may be damaged, protected by a password, or not what its name says.';
const NO_TEXT = 'This file has no text to read.';

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
 * The text of an uploaded chat attachment, cut to CHAT_ATTACHMENT_TEXT_MAX_LENGTH characters. The file must be
 * one of the allowed kinds by its name and by its first bytes; anything else, or a file the reader fails on or
 * finds empty, is 422 UNPROCESSABLE.
 */
export async function attachmentText(fileName: string, bytes: Buffer): Promise<{ text: string; truncated: boolean }> {
  const extension = extname(fileName).toLowerCase();
  const reader = (READERS as Partial<Record<string, (typeof READERS)[Extension]>>)[extension];
  if (!reader || bytes.byteLength === 0 || !reader.matches(bytes)) throw new AppError('UNPROCESSABLE', ATTACHMENT_KINDS);
  let raw: string;
  try {
    raw = await reader.read(bytes);
  } catch {
    // The libraries throw strings, Errors and parser failures alike: all of them mean "not readable".
    throw new AppError('UNPROCESSABLE', UNREADABLE);
  }
  const text = tidy(typeof raw === 'string' ? raw : '');
  if (text === '') throw new AppError('UNPROCESSABLE', NO_TEXT);
  const kept = cut(text, CHAT_ATTACHMENT_TEXT_MAX_LENGTH);
  return { text: kept, truncated: kept.length < text.length };
}
