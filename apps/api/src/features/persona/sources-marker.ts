import { BLUEPRINT_SECTIONS, type BlueprintSectionKey } from '@persona/shared';

/**
 * The marker a model ends its answer with, on a line of its own: `Sources: pains, objections` (the Blueprint
 * section keys it relied on). The driver strips it from the text and turns it into citations.
 */
export const SOURCES_MARKER = 'Sources:';

/** The longest tail held back while it may still turn out to be the marker. */
const MAX_HELD = 400;

/** A complete marker at the end of the text: its list is key-like characters only. */
const COMPLETE = /^\s*[[(*_]*\s*sources?\s*[*_]*\s*:\s*([\w\s,;`'"*\-[\]()/]*?)\.?\s*$/i;

const isKeyOrTitle = (token: string): BlueprintSectionKey | undefined => {
  const t = token
    .toLowerCase()
    .replace(/[`'"*_[\]()]/g, '')
    .trim();
  if (!t) return undefined;
  return BLUEPRINT_SECTIONS.find((s) => s.key === t || s.key === t.replace(/\s+/g, '-') || s.title.toLowerCase() === t)?.key;
};

/** The valid section keys in a marker's list, in its order, without repeats. */
export function parseSourceKeys(list: string): BlueprintSectionKey[] {
  const keys: BlueprintSectionKey[] = [];
  const add = (key: BlueprintSectionKey | undefined) => {
    if (key && !keys.includes(key)) keys.push(key);
  };
  for (const token of list.split(/[,;/]|\s+and\s+/i)) {
    const whole = isKeyOrTitle(token);
    if (whole) add(whole);
    else for (const word of token.split(/\s+/)) add(isKeyOrTitle(word));
  }
  return keys;
}

/** Whether `tail` may still grow into a marker: blank, a prefix of "Sources:", or a marker so far. */
function mayBeMarker(tail: string): boolean {
  if (COMPLETE.test(tail)) return true;
  const word = tail
    .replace(/^\s*[[(*_]*\s*/, '')
    .replace(/[*_]/g, '')
    .toLowerCase();
  return 'sources:'.startsWith(word) || 'source:'.startsWith(word);
}

/**
 * Streams a model's text through, holding back a trailing `Sources:` marker (even when it arrives split over
 * several chunks): push() returns the text safe to show now, end() the rest and the cited keys.
 */
export class SourcesMarkerFilter {
  private held = '';
  /** The last character already let through ('' at the start), to know whether the held tail starts a line. */
  private lastOut = '';

  push(delta: string): string {
    const text = this.held + delta;
    const from = Math.max(0, text.length - MAX_HELD);
    let cut = text.length;
    for (let p = from; p < text.length; p++) {
      const before = p > 0 ? text[p - 1]! : this.lastOut;
      // A marker starts at a word boundary ("resources:" is not one).
      if (/[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(text[p]!)) continue;
      if (mayBeMarker(text.slice(p))) {
        cut = p;
        break;
      }
    }
    this.held = text.slice(cut);
    const out = text.slice(0, cut);
    if (out) this.lastOut = out[out.length - 1]!;
    return out;
  }

  end(): { text: string; keys: BlueprintSectionKey[] } {
    const tail = this.held;
    this.held = '';
    const match = COMPLETE.exec(tail);
    if (match) {
      const keys = parseSourceKeys(match[1] ?? '');
      const startsLine = this.lastOut === '' || this.lastOut === '\n' || /^[ \t]*\n/.test(tail) || /\n\s*[[(*_]*\s*sources?/i.test(tail);
      if (keys.length > 0 || startsLine) return { text: '', keys };
    }
    return { text: tail.trimEnd(), keys: [] };
  }
}
