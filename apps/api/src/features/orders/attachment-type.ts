import type { ATTACHMENT_EXTENSIONS } from '@persona/shared';
import { extname } from 'node:path';

const starts = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the file's first bytes must look like for each allowed extension (text files: no NUL bytes). */
const CHECKS: Record<(typeof ATTACHMENT_EXTENSIONS)[number], { type: string; matches: (b: Uint8Array) => boolean }> = {
  '.pdf': { type: 'application/pdf', matches: (b) => starts(b, 0x25, 0x50, 0x44, 0x46) },
  '.doc': { type: 'application/msword', matches: (b) => starts(b, 0xd0, 0xcf, 0x11, 0xe0) },
  '.docx': { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: (b) => starts(b, ...ZIP) },
  '.odt': { type: 'application/vnd.oasis.opendocument.text', matches: (b) => starts(b, ...ZIP) },
  '.rtf': { type: 'application/rtf', matches: (b) => starts(b, 0x7b, 0x5c, 0x72, 0x74, 0x66) },
  '.txt': { type: 'text/plain; charset=utf-8', matches: (b) => !b.subarray(0, 4096).includes(0) },
  '.png': { type: 'image/png', matches: (b) => starts(b, 0x89, 0x50, 0x4e, 0x47) },
  '.jpg': { type: 'image/jpeg', matches: (b) => starts(b, 0xff, 0xd8, 0xff) },
  '.jpeg': { type: 'image/jpeg', matches: (b) => starts(b, 0xff, 0xd8, 0xff) },
};

/** The content type to store, or null when the name's extension is not allowed or the bytes do not match it. */
export function attachmentType(fileName: string, bytes: Uint8Array): string | null {
  const check = CHECKS[extname(fileName).toLowerCase() as keyof typeof CHECKS];
  return check && bytes.byteLength > 0 && check.matches(bytes) ? check.type : null;
}
