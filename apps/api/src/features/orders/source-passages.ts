/** How a source's text is laid out: PDF pages (separated by "\f"), CSV rows (one a line), or running text. */
export type PassageLayout = 'pages' | 'rows' | 'paragraphs';

export interface PassageDraft {
  /** 1-based, in reading order: with the source's id, the passage's stable id (passageId). */
  position: number;
  /** "page 3", "row 12", "paragraph 7". */
  location: string;
  text: string;
}

/** A passage is about a paragraph: short paragraphs and lines are merged up to MIN, long ones split below MAX. */
export const PASSAGE_MIN_LENGTH = 300;
export const PASSAGE_MAX_LENGTH = 1200;

/** Sentence ends: ., ! or ? (or …), closing quotes and brackets after them, then space. */
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+/;

/** A line longer than MAX cut at its last space before MAX (or at MAX, for text without spaces). */
function hardSplit(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > PASSAGE_MAX_LENGTH) {
    const space = rest.lastIndexOf(' ', PASSAGE_MAX_LENGTH);
    const at = space > PASSAGE_MAX_LENGTH / 2 ? space : PASSAGE_MAX_LENGTH;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** One line, cut at its sentence ends into pieces of at most MAX. */
function bySentences(line: string): string[] {
  if (line.length <= PASSAGE_MAX_LENGTH) return [line];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of line.split(SENTENCE_END).flatMap(hardSplit)) {
    if (current !== '' && current.length + 1 + sentence.length > PASSAGE_MAX_LENGTH) {
      pieces.push(current);
      current = sentence;
    } else {
      current = current === '' ? sentence : `${current} ${sentence}`;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * The units of running text: its paragraphs (blank-line separated); a paragraph longer than MAX is taken line by
 * line (a transcript is often one turn per line with no blank line between), and a line longer than MAX sentence
 * by sentence.
 */
function units(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .flatMap((block) =>
      block.length <= PASSAGE_MAX_LENGTH
        ? [block]
        : block
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '')
            .flatMap(bySentences),
    );
}

/** Units merged in order while the passage so far is shorter than MIN and the next still fits in MAX. */
function merged(pieces: string[]): string[] {
  const passages: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current === '') current = piece;
    else if (current.length < PASSAGE_MIN_LENGTH && current.length + 1 + piece.length <= PASSAGE_MAX_LENGTH) current = `${current}\n${piece}`;
    else {
      passages.push(current);
      current = piece;
    }
  }
  if (current === '') return passages;
  const last = passages.at(-1);
  // A short tail joins the passage before it when it fits, rather than stand alone.
  if (last !== undefined && current.length < PASSAGE_MIN_LENGTH && last.length + 1 + current.length <= PASSAGE_MAX_LENGTH) passages[passages.length - 1] = `${last}\n${current}`;
  else passages.push(current);
  return passages;
}

/**
 * A source's text split into passages, in reading order, positions from 1. Rows: one passage per non-empty line
 * ("row N", N counting data rows). Pages: passages never cross a page ("page N", blank pages counted).
 * Paragraphs: "paragraph N", N the passage's own position.
 */
export function splitPassages(text: string, layout: PassageLayout): PassageDraft[] {
  if (layout === 'rows') {
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line, i) => ({ position: i + 1, location: `row ${i + 1}`, text: line }));
  }
  const located =
    layout === 'pages'
      ? text.split('\f').flatMap((page, i) => merged(units(page)).map((passage) => ({ location: `page ${i + 1}`, text: passage })))
      : merged(units(text)).map((passage, i) => ({ location: `paragraph ${i + 1}`, text: passage }));
  return located.map((passage, i) => ({ position: i + 1, ...passage }));
}
