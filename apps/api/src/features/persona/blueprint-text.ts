/** Markdown to plain text for the persona to speak: no headings, list markers, emphasis, links or tags. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:>\s*)+/gm, '')
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/\s*\|\s*/g, ' — ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/gm, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/^ — | — $/gm, '')
    .trim();
}

/**
 * The sentences of a section, in order: every line of its plain text (a list item, a quote, a paragraph)
 * split at sentence ends. Fragments with no letters are dropped.
 */
export function splitSentences(markdown: string): string[] {
  return stripMarkdown(markdown)
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** The lines of a section's plain text (each list item or paragraph whole), for the quotes section. */
export function splitLines(markdown: string): string[] {
  return stripMarkdown(markdown)
    .split(/\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Lower case without diacritics: "Café" → "cafe". */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** A stable 32-bit hash (FNV-1a), to vary wording deterministically. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
