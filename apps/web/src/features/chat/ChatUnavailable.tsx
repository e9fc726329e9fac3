import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Notice } from '../../components/Notice';
import { PATHS } from '../../lib/paths';
import { CHAT_TEXTS } from './chat-texts';

/** In place of the chat for an account whose membership is not 'test' (spec: chat is offered only then). */
export function ChatUnavailable() {
  return (
    <Notice icon="chat">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{CHAT_TEXTS.unavailableTitle}</h2>
      <p className="max-w-md text-gray-600 dark:text-slate-400">{CHAT_TEXTS.unavailable}</p>
      <Link to={PATHS.settingsMembership} className={buttonClass('primary')}>
        {CHAT_TEXTS.viewMembership}
      </Link>
    </Notice>
  );
}
