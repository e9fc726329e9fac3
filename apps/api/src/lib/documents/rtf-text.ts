/**
 * The text of an RTF document (officeparser 5 reads no RTF, and no installed library does): a small reader of
 * the RTF syntax after the well-known "striprtf" approach. Groups ({…}) are tracked with their state; control
 * words that open a destination holding no body text (font and colour tables, style sheet, document info,
 * pictures, headers and footers, field instructions, objects, and every `{\*…}` destination) are skipped;
 * `\par`, `\line`, `\tab`, `\cell`, `\row` and the typographic words (`\emdash`, `\lquote`…) become their
 * characters; `\'hh` bytes are read as Windows-1252 (the default ANSI code page: multi-byte code pages come
 * out wrong, which RTF writers avoid by also writing `\uN`); `\uN` is a Unicode character whose `\ucN`
 * fallback characters are skipped. Formatting words (bold, fonts, sizes…) are dropped; newlines in the source
 * mean nothing. Anything the reader does not know is ignored, so odd input gives less text, never an error,
 * except groups nested deeper than MAX_RTF_DEPTH (RtfTooDeep): documents nest a few dozen deep, a hostile file
 * nests millions deep to make the reader keep a state per level.
 */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'header', 'headerl', 'headerr', 'headerf', 'footer', 'footerl',
  'footerr', 'footerf', 'fldinst', 'object', 'objdata', 'listtable', 'listoverridetable', 'revtbl', 'rsidtbl',
  'themedata', 'colorschememapping', 'latentstyles', 'datastore', 'xmlnstbl', 'generator', 'filetbl', 'pntext',
  'pntxta', 'pntxtb', 'shpinst', 'nonshppict', 'footnote', 'annotation', 'atnid', 'atnauthor', 'bkmkstart', 'bkmkend',
]);

const CHARACTER_WORDS: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n\n', page: '\n\n', row: '\n', cell: '\t', tab: '\t',
  emdash: '\u2014', endash: '\u2013', emspace: ' ', enspace: ' ', qmspace: ' ', bullet: '\u2022',
  lquote: '\u2018', rquote: '\u2019', ldblquote: '\u201c', rdblquote: '\u201d',
};

// A control word with its optional numeric argument (one space after it belongs to it), a hex byte, a control
// symbol, a brace, a source line break, or any other character.
const TOKEN = /\\([a-z]{1,32})(-?\d{1,10})? ?|\\'([0-9a-f]{2})|\\([^a-z])|([{}])|[\r\n]+|([^\\{}\r\n]+)/gi;

const windows1252 = new TextDecoder('windows-1252');

export const MAX_RTF_DEPTH = 1000;

export class RtfTooDeep extends Error {}

export function rtfToText(rtf: string): string {
  const out: string[] = [];
  const stack: { ucSkip: number; ignorable: boolean }[] = [];
  let ucSkip = 1;
  let ignorable = false;
  /** Fallback characters still to skip after a \uN. */
  let skip = 0;
  let bytes: number[] = [];
  const flushBytes = () => {
    if (bytes.length > 0 && !ignorable) out.push(windows1252.decode(new Uint8Array(bytes)));
    bytes = [];
  };
  for (const match of rtf.matchAll(TOKEN)) {
    const [, word, arg, hex, symbol, brace, text] = match;
    if (hex === undefined) flushBytes();
    if (brace) {
      skip = 0;
      if (brace === '{') {
        if (stack.length >= MAX_RTF_DEPTH) throw new RtfTooDeep(`RTF groups nested deeper than ${MAX_RTF_DEPTH}`);
        stack.push({ ucSkip, ignorable });
      }
      else ({ ucSkip, ignorable } = stack.pop() ?? { ucSkip: 1, ignorable: false });
    } else if (symbol !== undefined) {
      skip = 0;
      if (symbol === '*') ignorable = true;
      else if (ignorable) continue;
      else if (symbol === '~') out.push('\u00a0');
      else if (symbol === '\n' || symbol === '\r') out.push('\n');
      else if ('{}\\'.includes(symbol)) out.push(symbol);
      else if (symbol === '_') out.push('-');
    } else if (word !== undefined) {
      skip = 0;
      if (SKIPPED_DESTINATIONS.has(word)) ignorable = true;
      else if (ignorable) continue;
      else if (word in CHARACTER_WORDS) out.push(CHARACTER_WORDS[word]!);
      else if (word === 'uc') ucSkip = Math.max(0, Number(arg ?? 1));
      else if (word === 'u' && arg !== undefined) {
        const code = Number(arg) < 0 ? Number(arg) + 0x10000 : Number(arg);
        out.push(String.fromCharCode(code & 0xffff));
        skip = ucSkip;
      }
    } else if (hex !== undefined) {
      if (skip > 0) skip -= 1;
      else bytes.push(parseInt(hex, 16));
    } else if (text !== undefined) {
      let rest = text;
      if (skip > 0) {
        const skipped = Math.min(skip, rest.length);
        rest = rest.slice(skipped);
        skip -= skipped;
      }
      if (!ignorable) out.push(rest);
    }
  }
  flushBytes();
  return out.join('');
}
