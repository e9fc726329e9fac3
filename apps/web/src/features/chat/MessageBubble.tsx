import type { ChatCitation } from '@persona/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { Citations } from '../persona';
import { CHAT_TEXTS } from './chat-texts';

interface MessageBubbleProps {
  role: 'user' | 'assistant';
  /** Who wrote it: "You" or the avatar's name (the item's accessible name). */
  author: string;
  content: string;
  citations?: ChatCitation[];
  attachmentName?: string | null;
  /** Under the text: the typing or stopped state of a live answer. */
  footer?: ReactNode;
  busy?: boolean;
}

const BUBBLE = {
  user: 'ml-auto bg-indigo-600 text-white dark:bg-indigo-500',
  assistant: 'mr-auto border border-gray-200 bg-white text-gray-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
} as const;

/** One message of the conversation: the question on the right, the avatar's answer (with its sources) on the left. */
export function MessageBubble({ role, author, content, citations = [], attachmentName, footer, busy }: MessageBubbleProps) {
  return (
    <li aria-label={author} aria-busy={busy || undefined} className={`flex max-w-[85%] flex-col rounded-2xl px-4 py-2.5 text-sm ${BUBBLE[role]}`}>
      {attachmentName && (
        <span className="mb-1 inline-flex items-center gap-1 text-xs opacity-80">
          <Icon name="paperclip" className="size-3.5" />
          {CHAT_TEXTS.attachedFile(attachmentName)}
        </span>
      )}
      {content && <p className="break-words whitespace-pre-wrap">{content}</p>}
      {footer}
      {role === 'assistant' && <Citations citations={citations} />}
    </li>
  );
}
