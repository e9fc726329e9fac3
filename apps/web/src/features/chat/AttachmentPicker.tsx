import type { ChangeEvent } from 'react';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { ATTACHMENT_ACCEPT } from './attachment-rules';
import { CHAT_TEXTS } from './chat-texts';
import type { Attachment } from './useAttachment';

const ROUND = 'grid size-10 shrink-0 place-items-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/** The paperclip: a file input limited to the allowed kinds (the choice is checked again before the upload). */
export function AttachButton({ disabled, onChoose }: { disabled: boolean; onChoose: (file: File) => void }) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <label title={`${CHAT_TEXTS.attach}. ${CHAT_TEXTS.attachHint}`} className={`${ROUND} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500`}>
      <input type="file" accept={ATTACHMENT_ACCEPT} aria-label={CHAT_TEXTS.attach} disabled={disabled} onChange={choose} className="sr-only" />
      <Icon name="paperclip" />
    </label>
  );
}

/** The chosen file: uploading, then attached, with a remove button. */
export function AttachmentChip({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const uploading = attachment.status === 'uploading';
  return (
    <div className="flex max-w-full items-center gap-2 self-start rounded-lg border border-gray-200 bg-gray-50 py-1 pr-1 pl-3 text-xs dark:border-slate-700 dark:bg-slate-900">
      {uploading ? <Spinner className="size-3.5" /> : <Icon name="file" className="size-4" />}
      <span role="status" className="min-w-0 truncate font-medium text-gray-800 dark:text-slate-200">
        {uploading ? CHAT_TEXTS.uploading(attachment.name) : CHAT_TEXTS.attachedFile(attachment.name)}
      </span>
      <button
        type="button"
        aria-label={CHAT_TEXTS.removeAttachment(attachment.name)}
        title={CHAT_TEXTS.removeAttachment(attachment.name)}
        onClick={onRemove}
        className="grid size-7 shrink-0 place-items-center rounded-md hover:bg-gray-200 dark:hover:bg-slate-800"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
