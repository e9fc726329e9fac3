import { describe, expect, it } from 'vitest';
import { chatOffer, planNames } from './chat-offer';
import { CHAT_GATE_TEXTS } from './chat-gate-texts';

const supportEmail = 'help@example.com';

describe('chatOffer: how a customer without chat can get it, as true on this portal', () => {
  it('is a request to support when no plan on sale includes chat (the spec default)', () => {
    expect(chatOffer({ chatMemberships: ['test'], payments: 'test', supportEmail })).toEqual({ kind: 'request', supportEmail });
  });

  it('is a request to support when plans are not sold, even if one would include it', () => {
    expect(chatOffer({ chatMemberships: ['agency'], payments: 'off', supportEmail })).toEqual({ kind: 'request', supportEmail });
  });

  it('names the plans that include it, in card order', () => {
    const offer = chatOffer({ chatMemberships: ['agency', 'accelerator'], payments: 'stripe', supportEmail });
    expect(offer.kind === 'plans' && planNames(offer.plans)).toBe('Accelerator and Agency');
  });
});

describe('the gate texts', () => {
  it('read as sentences for chat and panels', () => {
    expect(CHAT_GATE_TEXTS.onPlans(CHAT_GATE_TEXTS.chat.what, 'Agency', 1)).toBe('Chatting with avatars comes with the Agency plan.');
    expect(CHAT_GATE_TEXTS.onPlans(CHAT_GATE_TEXTS.panels.what, 'Accelerator and Agency', 2)).toBe('Panels come with the Accelerator and Agency plans.');
    expect(CHAT_GATE_TEXTS.onRequest(CHAT_GATE_TEXTS.panels.what, supportEmail)).toBe(
      'Panels are available on request: email help@example.com and we will set it up for your account.',
    );
  });
});
