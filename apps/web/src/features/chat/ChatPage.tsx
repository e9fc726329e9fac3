import { EmbeddedPage } from '../../components/EmbeddedPage';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { CHAT_TEXTS } from './chat-texts';

/** /chat (spec section 2): the embedded chat-bot page (CHATBOT_URL). */
export default function ChatPage() {
  return (
    <EmbeddedPage
      title={SECTION_TITLES.chat}
      setting="chatbotUrl"
      frameTitle={CHAT_TEXTS.chatbotFrame}
      notConfigured={CHAT_TEXTS.chatbotNotConfigured}
    />
  );
}
