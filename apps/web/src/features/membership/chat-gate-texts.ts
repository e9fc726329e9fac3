/** Texts of the notice in place of chat and panels for an account whose membership does not include them. */
export const CHAT_GATE_TEXTS = {
  chat: {
    title: 'Chat with avatars is not part of your membership',
    what: 'Chatting with avatars',
  },
  panels: {
    title: 'Panels are not part of your membership',
    what: 'Panels',
  },
  /** "Chatting with avatars comes with the Accelerator and Agency plans." */
  onPlans: (what: string, plans: string, count: number) => `${what} ${what === 'Panels' ? 'come' : 'comes'} with the ${plans} ${count === 1 ? 'plan' : 'plans'}.`,
  onRequest: (what: string, email: string) => `${what} ${what === 'Panels' ? 'are' : 'is'} available on request: email ${email} and we will set it up for your account.`,
  viewMembership: 'View Membership',
  emailSupport: 'Email support',
} as const;
