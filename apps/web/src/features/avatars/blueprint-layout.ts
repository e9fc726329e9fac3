import { BLUEPRINT_LAYOUT_MESSAGE } from '@persona/shared';

/** A section of the framed Blueprint: its anchor id, its title, and its top within the document (px). */
export interface BlueprintSection {
  id: string;
  title: string;
  top: number;
}

/** What the framed Blueprint page reports of itself: its full height and its sections (its layout script). */
export interface BlueprintLayout {
  height: number;
  sections: BlueprintSection[];
}

/** More sections than a Blueprint has: a longer list is not the page's script talking. */
const MAX_SECTIONS = 50;
const MAX_TITLE = 200;

const isPlace = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readSection(value: unknown): BlueprintSection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, top } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof title !== 'string' || !isPlace(top)) return null;
  return { id, title: title.trim().slice(0, MAX_TITLE), top };
}

/**
 * The layout a message from the Blueprint frame reports, or null for any other message. The frame's document is
 * untrusted, so the message is read as data only: a height, and short titles shown as text.
 */
export function readBlueprintLayout(data: unknown): BlueprintLayout | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height, sections } = data as Record<string, unknown>;
  if (type !== BLUEPRINT_LAYOUT_MESSAGE || !isPlace(height) || !Array.isArray(sections) || sections.length > MAX_SECTIONS) return null;
  const read = sections.map(readSection);
  return read.every((section) => section !== null) ? { height: Math.ceil(height), sections: read.filter((section) => section.title !== '') } : null;
}
