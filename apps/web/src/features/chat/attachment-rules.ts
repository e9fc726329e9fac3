import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_ATTACHMENT_MAX_BYTES } from '@persona/shared';
import { formatFileSize } from '../../lib/file-size';
import { CHAT_TEXTS } from './chat-texts';

/** The file input's accept list: the kinds the server reads text from. */
export const ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.join(',');

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** Why a chosen file cannot be attached (the 'Oops!' alert's text), or null: checked before any upload. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension(file.name))) return CHAT_TEXTS.wrongKind;
  if (file.size === 0) return CHAT_TEXTS.emptyFile;
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return CHAT_TEXTS.tooLarge(formatFileSize(CHAT_ATTACHMENT_MAX_BYTES));
  return null;
}
