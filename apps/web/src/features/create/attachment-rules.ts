import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '@persona/shared';
import { CREATE_TEXTS } from './create-texts';

/** The file input's accept list. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Why the file cannot be attached (the server's rules: type by extension, size), or null. Checked when the
 * file is chosen so that a wrong file never costs an order attempt; the server also checks the bytes.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return CREATE_TEXTS.attachmentType;
  if (file.size > ATTACHMENT_MAX_BYTES) return CREATE_TEXTS.attachmentTooLarge;
  return null;
}
