/** Small text rules of panels: titles, first sentences, the round-2 digest. Pure. */

/** How much of a question or asset names a panel by default. */
export const TITLE_CHARACTERS = 60;
/** How much of each other avatar's round-1 answer round 2 is shown. */
export const DIGEST_CHARACTERS = 300;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first `n` characters (code points) of the text on one line, cut at a word when one ends near, with … when cut. */
export function shorten(text: string, n: number): string {
  const line = oneLine(text);
  const chars = Array.from(line);
  if (chars.length <= n) return line;
  const cut = chars.slice(0, n).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > n * 0.6 ? cut.slice(0, space) : cut).trim()}…`;
}

/** A panel's default title: the first characters of its question or asset, on one line. */
export const defaultTitle = (prompt: string): string => shorten(prompt, TITLE_CHARACTERS);

/** The text's sentences, on one line each (a sentence ends at . ! ? or a line break). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => oneLine(line).match(/[^.!?]+(?:[.!?]+["”’')\]]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export const firstSentence = (text: string): string => sentences(text)[0] ?? '';

/** What round 2 shows an avatar of the others: each one's name and the start of its round-1 answer. */
export const digestOf = (answers: { name: string; text: string }[]): { name: string; text: string }[] =>
  answers.map(({ name, text }) => ({ name, text: shorten(text, DIGEST_CHARACTERS) }));
