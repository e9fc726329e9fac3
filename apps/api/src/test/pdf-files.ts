/**
 * Minimal hand-written PDF files for the source tests: one page per string (Helvetica text, wrapped lines), and
 * the same behind an /Encrypt dictionary (a password-protected file, as a reader sees one). The cross-reference
 * table's offsets are computed, so a reader needs no repair to open them.
 */
const escapePdf = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Lines are wrapped to fit the page (a reader leaves out text drawn outside it, as a viewer does). */
const LINE_LENGTH = 95;
const LINES_PER_PAGE = 62;
function wrap(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > LINE_LENGTH) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

/** A PDF of the given pages, each lines of text (split on "\n", wrapped to the page's width). */
export function pdf(pages: string[], options: { encrypted?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('');
  const pagesObject = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const page of pages) {
    const shown = page.split('\n').flatMap(wrap);
    if (shown.length > LINES_PER_PAGE) throw new Error(`A test PDF page holds at most ${LINES_PER_PAGE} lines of ${LINE_LENGTH} characters.`);
    const lines = shown.map((line, i) => `BT /F1 10 Tf 50 ${760 - i * 12} Td (${escapePdf(line)}) Tj ET`).join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(lines, 'latin1')} >>\nstream\n${lines}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  // RC4 40-bit standard security handler with an unknown user password: a reader must ask for it.
  const encrypt = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'a5'.repeat(32)}> /U <${'5b'.repeat(32)}> /P -44 >>`)
    : null;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const id = '<0123456789abcdef0123456789abcdef>';
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
