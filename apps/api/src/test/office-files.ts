import { deflateRawSync } from 'node:zlib';

/**
 * Tiny valid office documents for upload tests, built in memory: .docx and .odt are ZIP archives (stored, or
 * deflated where a test asks, e.g. for a zip bomb) holding the least each reader needs. A Word 97 .doc (an OLE2 compound file with a FIB and a
 * piece table) is not built here: too much format for a fixture.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** How an entry is packed: deflated (else stored), and the unpacked size the archive claims (else the true one). */
export interface EntryOptions {
  deflate?: boolean;
  claimedSize?: number;
}

/** A ZIP archive of the files, in the order given, stored unless an entry asks to be deflated. */
export function zip(files: [name: string, content: string | Buffer, options?: EntryOptions][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content, options = {}] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const data = options.deflate ? deflateRawSync(raw) : raw;
    const size = options.claimedSize ?? raw.length;
    const crc = crc32(raw);
    const method = options.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document part of a .docx holding these paragraphs. */
export const docxBody = (lines: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;

/** A Word (.docx) document of one paragraph per line, or of the document part given (packed as options say). */
export function docx(content: string[] | Buffer, options?: EntryOptions): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    ['word/document.xml', Array.isArray(content) ? docxBody(content) : content, options],
  ]);
}

/** The content part of an .odt holding these paragraphs. */
const odtBody = (lines: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>${lines
    .map((line) => `<text:p>${escapeXml(line)}</text:p>`)
    .join('')}</office:text></office:body></office:document-content>`;

/** An OpenDocument text (.odt) of one paragraph per line, or of the content part given (packed as options say). */
export function odt(content: string[] | Buffer, options?: EntryOptions): Buffer {
  return zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    [
      'META-INF/manifest.xml',
      '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    ],
    ['content.xml', Array.isArray(content) ? odtBody(content) : content, options],
  ]);
}
