import { LOCAL_KEYS, MIN_AGE } from '@persona/shared';
import { APP_NAME, PRIVACY_CONTACT_EMAIL } from '../../lib/ui-texts';

export interface PolicyItem {
  term?: string;
  text: string;
}

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly PolicyItem[];
  closing?: string;
}

export const PRIVACY_LAST_UPDATED = 'November 22, 2026';

export const MINIMUM_AGE_NOTICE = `You must be at least ${MIN_AGE} years old to use ${APP_NAME}.`;

export const PRIVACY_INTRO = `This policy explains what personal data ${APP_NAME} ("the portal", "we", "us") keeps when you and your team use it, why we keep it, how long we keep it, who helps us process it, and the choices you have.`;

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'age',
    heading: 'Minimum age',
    paragraphs: [
      `Only people aged ${MIN_AGE} or older may create an account or join a team. The portal is a professional tool for marketing teams and is not directed at children. We do not knowingly collect personal data from anyone under ${MIN_AGE}; if we learn that we have, we delete it.`,
    ],
  },
  {
    id: 'data',
    heading: 'What we keep',
    items: [
      { term: 'Account data', text: 'the workspace name, its membership plan, credit balance and credit transactions, and whether the account is activated and onboarded.' },
      { term: 'User data', text: 'your first name, last name, email address and company, the account you belong to, whether you are an administrator, and pending invitations (the invited email address) until they are accepted.' },
      { term: 'Order data', text: 'the companies and campaigns you create, the product descriptions and context you submit with an order, order dates and status, and the avatars and documents delivered to you, including the names and favourites you set.' },
      { term: 'Uploaded files', text: 'attachments you add to an order or to a chat, and the images and documents that belong to your avatars.' },
      { term: 'Chat messages', text: 'the messages you send to an avatar, the replies, and the names and dates of your chat threads.' },
      { term: 'Technical data', text: 'short-lived server logs (such as IP address, time and address of a request) that keep the service secure and help us fix errors.' },
    ],
    closing: 'We never see or store your full payment card details: payments are handled on the payment provider’s hosted checkout.',
  },
  {
    id: 'purposes',
    heading: 'Why we keep it',
    items: [
      { text: 'To run the portal for you: sign-in, your workspace, your team, orders, credits and the avatar library.' },
      { text: 'To produce and deliver what you order, and to let you chat with your avatars.' },
      { text: 'To bill memberships and keep records that tax and accounting law requires.' },
      { text: 'To send service emails, such as team invitations and password resets. We do not send advertising.' },
      { text: 'To protect the service and our users from abuse, and to find and fix faults.' },
    ],
    closing: 'We do not sell personal data, and we do not use it for advertising or to build advertising profiles.',
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    items: [
      { text: 'Account, user, order and chat data, and uploaded files: for as long as the account exists. You can delete chats, companies and campaigns yourself at any time.' },
      { text: 'When an account is closed, we delete its data within 30 days, except billing records we must keep by law, which we keep only for the legally required period.' },
      { text: 'Invitations: until the invited person joins, when they are deleted.' },
      { text: 'Server logs: no longer than 30 days.' },
    ],
  },
  {
    id: 'processors',
    heading: 'Who helps us process it',
    paragraphs: [
      'We share personal data only with service providers that process it on our behalf, under contracts that oblige them to protect it and to use it only for the service they provide to us:',
    ],
    items: [
      { term: 'Email delivery', text: 'to send invitations and password-reset emails (your email address and the email content).' },
      { term: 'Payments', text: 'to take membership payments through a hosted checkout (your account and the chosen plan).' },
      { term: 'File storage', text: 'to store uploaded files, avatar images and delivered documents.' },
      { term: 'AI chat', text: 'to generate avatar replies (the messages and attachments you send in a chat).' },
      { term: 'Sign-in', text: 'to verify your email and password, or your Google sign-in if you choose it.' },
    ],
    closing: 'We may also disclose data when the law requires it. Some providers may process data outside your country; where that happens we rely on the safeguards the law provides, such as standard contractual clauses.',
  },
  {
    id: 'rights',
    heading: 'Your rights',
    paragraphs: [
      'You can ask us to give you a copy of your personal data, to correct it, to delete it, to export it in a common format, or to restrict or object to how we use it. You can also complain to your local data-protection authority.',
      `To use any of these rights, email us at ${PRIVACY_CONTACT_EMAIL}. We answer within 30 days. Your account administrator can also manage your team membership.`,
    ],
  },
  {
    id: 'storage',
    heading: 'Cookies and local storage',
    paragraphs: [
      'The portal uses no advertising or analytics cookies. It keeps only these items in your browser’s local storage:',
    ],
    items: [
      { term: 'Theme', text: `whether dark mode is on ("${LOCAL_KEYS.darkMode}").` },
      { term: 'Sidebar', text: `whether the side navigation is expanded ("${LOCAL_KEYS.sidebarExpanded}").` },
      { term: 'Onboarding', text: `how far you are in the onboarding guide ("${LOCAL_KEYS.onboardingProgress}").` },
      { term: 'Session', text: 'the sign-in session that keeps you signed in until you sign out.' },
    ],
    closing: 'Clearing your browser’s site data removes them; you will then be signed out and the preferences return to their defaults.',
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Data travels encrypted (HTTPS). Access is limited to people who need it to run the service, and passwords are handled by the sign-in provider and never stored in readable form.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top of this page. If a change matters for how we use your data, we tell account users by email before it takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [`Questions about this policy or your data: ${PRIVACY_CONTACT_EMAIL}.`],
  },
];
