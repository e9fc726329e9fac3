import { MembershipNotice } from '../../components/MembershipNotice';
import { CHAT_TEXTS } from './chat-texts';

/** In place of the chat for an account whose membership is not 'test' (spec: chat is offered only then). */
export function ChatUnavailable() {
  return <MembershipNotice icon="chat" title={CHAT_TEXTS.unavailableTitle} message={CHAT_TEXTS.unavailable} linkLabel={CHAT_TEXTS.viewMembership} />;
}
