import { MembershipNotice, type NoticeAction } from '../../components/MembershipNotice';
import { SkeletonCard } from '../../components/Skeleton';
import { PATHS } from '../../lib/paths';
import { usePublicConfig } from '../../lib/public-config';
import { chatOffer, planNames } from './chat-offer';
import { CHAT_GATE_TEXTS } from './chat-gate-texts';

/**
 * In place of chat or panels for an account whose membership does not include them: what is true on this
 * portal. Where a plan on sale includes chat, its name and the way to Membership; where none does (or plans are
 * not sold), that it is available on request, with the support address.
 */
export function ChatGateNotice({ feature }: { feature: 'chat' | 'panels' }) {
  const config = usePublicConfig();
  if (config.isPending) return <SkeletonCard lines={2} />;
  const texts = CHAT_GATE_TEXTS[feature];
  const offer = chatOffer({
    chatMemberships: config.data?.chatMemberships ?? [],
    payments: config.data?.payments ?? 'off',
    supportEmail: config.data?.supportEmail ?? '',
  });
  const [message, action]: [string, NoticeAction] =
    offer.kind === 'plans'
      ? [CHAT_GATE_TEXTS.onPlans(texts.what, planNames(offer.plans), offer.plans.length), { label: CHAT_GATE_TEXTS.viewMembership, to: PATHS.settingsMembership }]
      : [CHAT_GATE_TEXTS.onRequest(texts.what, offer.supportEmail), { label: CHAT_GATE_TEXTS.emailSupport, href: `mailto:${offer.supportEmail}` }];
  return <MembershipNotice icon={feature === 'chat' ? 'chat' : 'users'} title={texts.title} message={message} action={action} />;
}
