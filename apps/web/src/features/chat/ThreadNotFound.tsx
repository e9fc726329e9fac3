import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { chatPath } from '../../lib/paths';
import { CHAT_TEXTS } from './chat-texts';

/** In place of the conversation when the address names a thread this chat cannot open; the way back is a new conversation. */
export function ThreadNotFound({ avatarId, avatarName }: { avatarId: string; avatarName: string }) {
  return (
    <div role="alert" className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-6 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <Icon name="question" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{CHAT_TEXTS.threadNotFoundTitle}</h3>
      <p className="max-w-md text-sm text-gray-600 dark:text-slate-400">{CHAT_TEXTS.threadNotFound}</p>
      <Link to={chatPath(avatarId)} className={buttonClass('primary')}>
        {CHAT_TEXTS.backToChat(avatarName)}
      </Link>
    </div>
  );
}
