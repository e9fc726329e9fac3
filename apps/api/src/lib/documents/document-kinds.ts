import { extname } from 'node:path';

/** The documents whose text the portal reads (a caller may take fewer: see documentKind). */
export const DOCUMENT_EXTENSIONS = ['.txt', '.md', '.csv', '.rtf', '.doc', '.docx', '.odt', '.pdf'] as const;
export type DocumentKind = (typeof DOCUMENT_EXTENSIONS)[number];

const starts = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file (Word 97–2003). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = [...'{\\rtf'].map((c) => c.charCodeAt(0));
const PDF = [...'%PDF-'].map((c) => c.charCodeAt(0));
const isText = (b: Uint8Array) => !b.subarray(0, 8192).includes(0);

/** How each kind is recognised by its first bytes (text: no NUL byte early on). */
const SIGNATURES: Record<DocumentKind, (b: Uint8Array) => boolean> = {
  '.txt': isText,
  '.md': isText,
  '.csv': isText,
  '.rtf': (b) => starts(b, ...RTF),
  '.doc': (b) => starts(b, ...OLE),
  '.docx': (b) => starts(b, ...ZIP),
  '.odt': (b) => starts(b, ...ZIP),
  '.pdf': (b) => starts(b, ...PDF),
};

/** ZIP archives: their central directory is checked before any reader opens them. */
export const isArchive = (kind: DocumentKind) => kind === '.docx' || kind === '.odt';

/**
 * The kind of document by its name, when it is one of `among` (by default every kind read) and its first bytes
 * match it; null for anything else (or an empty file).
 */
export function documentKind(fileName: string, bytes: Uint8Array, among: readonly DocumentKind[] = DOCUMENT_EXTENSIONS): DocumentKind | null {
  const extension = extname(fileName).toLowerCase();
  if (!(among as readonly string[]).includes(extension)) return null;
  const kind = extension as DocumentKind;
  return bytes.byteLength > 0 && SIGNATURES[kind](bytes) ? kind : null;
}
