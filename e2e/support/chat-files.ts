import { docx, odt } from '../../apps/api/src/test/office-files';
import type { UploadFile } from './api';

/**
 * Tiny valid files of each kind a chat attachment may be, built in memory. .docx and .odt come from the API
 * tests' builders; a Word 97 .doc is built here: an OLE2 compound file (512-byte sectors, no mini stream)
 * holding a WordDocument stream (a FIB and the text, 8-bit) and a 0Table stream (the piece table).
 */

const SECTOR = 512;
const FREE = -1;
const END_OF_CHAIN = -2;
const SAT_SECTOR = -3;

/** A directory entry of 128 bytes: name, type (5 root, 2 stream), siblings, child, first sector, size. */
function directoryEntry(name: string, type: number, { right = -1, child = -1, start = END_OF_CHAIN, size = 0 } = {}): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeInt16LE((name.length + 1) * 2, 64);
  entry.writeInt8(type, 66);
  entry.writeInt8(1, 67); // black
  entry.writeInt32LE(-1, 68); // left sibling
  entry.writeInt32LE(right, 72);
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(start, 116);
  entry.writeInt32LE(size, 120);
  return entry;
}

/** A Word 97–2003 document (.doc) whose body is this one paragraph (Windows-1252 characters). */
export function wordDoc(text: string): Buffer {
  const body = Buffer.from(`${text}\r`, 'latin1');
  // WordDocument: the FIB in the first sector, the text from the second.
  const word = Buffer.alloc(SECTOR * 2);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0000, 0x0a); // flags: the table stream is 0Table
  word.writeUInt32LE(SECTOR, 0x18); // fcMin
  word.writeUInt32LE(SECTOR + body.length, 0x1c); // fcMac
  word.writeUInt32LE(body.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  word.writeUInt32LE(21, 0x1a6); // lcbClx
  body.copy(word, SECTOR);
  // 0Table: the Clx, a piece table of one piece of 8-bit text (fc * 2 with bit 30 set).
  const table = Buffer.alloc(SECTOR);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // its size: two CPs and one PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(((SECTOR * 2) | 0x40000000) >>> 0, 15); // PCD fc
  table.writeUInt16LE(0, 19); // PCD prm

  // Sectors: 0 the allocation table, 1 the directory, 2–3 WordDocument, 4 0Table.
  const sat = Buffer.alloc(SECTOR, 0xff); // FREE everywhere
  [SAT_SECTOR, END_OF_CHAIN, 3, END_OF_CHAIN, END_OF_CHAIN].forEach((next, sector) => sat.writeInt32LE(next, sector * 4));
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, { child: 1 }),
    directoryEntry('WordDocument', 2, { right: 2, start: 2, size: word.length }),
    directoryEntry('0Table', 2, { start: 4, size: table.length }),
    Buffer.alloc(128),
  ]);
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt16LE(6, 32); // mini sector size 2^6
  header.writeInt32LE(1, 44); // sectors of the allocation table
  header.writeInt32LE(1, 48); // first directory sector
  header.writeInt32LE(0, 56); // mini stream cut-off 0: every stream is a regular one
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini allocation table
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no extra master table sectors
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);
  return Buffer.concat([header, sat, directory, word, table]);
}

const RTF_HEADER = '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}';

/** A file of each allowed kind whose text is the line given, as Playwright's setInputFiles takes one. */
export function chatFile(extension: '.txt' | '.rtf' | '.doc' | '.docx' | '.odt', line: string): UploadFile {
  const name = `notes${extension}`;
  switch (extension) {
    case '.txt':
      return { name, mimeType: 'text/plain', buffer: Buffer.from(line, 'utf8') };
    case '.rtf':
      return { name, mimeType: 'application/rtf', buffer: Buffer.from(`${RTF_HEADER}\\f0 ${line}\\par}`, 'latin1') };
    case '.doc':
      return { name, mimeType: 'application/msword', buffer: wordDoc(line) };
    case '.docx':
      return { name, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx([line]) };
    case '.odt':
      return { name, mimeType: 'application/vnd.oasis.opendocument.text', buffer: odt([line]) };
  }
}
