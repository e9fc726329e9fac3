import { SOURCE_EXTENSIONS, SOURCE_MAX_BYTES, SOURCES_PER_ORDER_MAX } from './evidence-limits';

/**
 * The words of a source file's refusal by type or size: the server's (POST /api/orders/sources), and the web's
 * check when a file is chosen, so that a wrong file reads the same before and after an upload.
 */
export const SOURCE_FILE_MESSAGES = {
  type: 'Add a text (.txt, .md), CSV, Word (.docx), OpenDocument (.odt), RTF or PDF file.',
  tooLarge: `A research file can be at most ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
  /** Too many sources for one order (also the order body's refusal: blueprintOrderBodySchema). */
  tooMany: `An order can carry at most ${SOURCES_PER_ORDER_MAX} sources.`,
} as const;

/** A file name's extension, lower case with its dot ('' without one). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** Why a file cannot be a source by its name and size (SOURCE_EXTENSIONS, SOURCE_MAX_BYTES), or null. */
export function sourceFileProblem(file: { name: string; size: number }): string | null {
  if (!(SOURCE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return SOURCE_FILE_MESSAGES.type;
  if (file.size > SOURCE_MAX_BYTES) return SOURCE_FILE_MESSAGES.tooLarge;
  return null;
}
