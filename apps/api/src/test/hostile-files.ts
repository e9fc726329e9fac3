import { docx, docxBody, odt } from './office-files';

/**
 * Files made to hurt a document reader, built in memory (small on the wire): archive bombs, an archive whose
 * contents list lies, RTF nested millions deep, a damaged Word 97 file.
 */

/** Unpacks to `bytes` of blanks, deflated about a thousand to one. */
const blanks = (bytes: number) => Buffer.alloc(bytes, 0x20);

export const docxBomb = (unpackedBytes: number) => docx(blanks(unpackedBytes), { deflate: true });
export const odtBomb = (unpackedBytes: number) => odt(blanks(unpackedBytes), { deflate: true });

/** A .docx whose contents list (and local header) claim 1 KB for a document part that unpacks to `unpackedBytes`. */
export const lyingDocx = (unpackedBytes: number) => docx(blanks(unpackedBytes), { deflate: true, claimedSize: 1024 });

/** An honest .docx of `paragraphs` paragraphs of varied words: within the archive limits, heavy to parse. */
export function largeDocx(paragraphs: number): Buffer {
  const words = ['alpine', 'runner', 'budget', 'trail', 'shoe', 'weekend', 'guide', 'summit', 'grip', 'price'];
  const lines = Array.from({ length: paragraphs }, (_, i) => `${i} ${words[i % 10]} ${words[(i * 7) % 10]} ${words[(i * 3) % 10]} ${(i * 2654435761) % 1000003}`);
  return docx(Buffer.from(docxBody(lines)), { deflate: true });
}

/** An RTF file of about `bytes` whose groups open without end. */
export const nestedRtf = (bytes: number) => Buffer.from(`{\\rtf1\\ansi ${'{'.repeat(bytes)}`, 'latin1');

/** The OLE2 signature of a Word 97 file, then noise. */
export const damagedDoc = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 256))]);
