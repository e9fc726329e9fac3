import { ChatGateNotice } from '../membership';

/** In place of the chat for an account whose membership does not include it (CHAT_MEMBERSHIPS). */
export function ChatUnavailable() {
  return <ChatGateNotice feature="chat" />;
}
