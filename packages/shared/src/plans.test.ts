import { describe, expect, it } from 'vitest';
import { CHAT_FEATURE, chatPlans, planFeatures, PLANS } from './plans';

const [studio, accelerator, agency] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number], (typeof PLANS)[number]];

describe('planFeatures: chat promised only where CHAT_MEMBERSHIPS gives it', () => {
  it("drops Studio's chat line under the spec default ('test', which no plan sells)", () => {
    expect(planFeatures(studio, ['test'])).toEqual(['1 credit for custom blueprints', 'tools', 'the D.A.R.B. bot', 'email and chat support']);
    expect(planFeatures(accelerator, ['test'])).toEqual(accelerator.features);
    expect(chatPlans(['test'])).toEqual([]);
  });

  it("keeps the spec's words when the Studio membership ('starter') has chat, and Accelerator inherits it only if it has it too", () => {
    expect(planFeatures(studio, ['starter'])).toEqual(studio.features);
    expect(planFeatures(accelerator, ['starter', 'accelerator'])).toEqual(accelerator.features);
    expect(planFeatures(accelerator, ['starter'])[0]).toBe(`everything in Studio except ${CHAT_FEATURE}`);
  });

  it('adds the chat line to a plan that has chat and is not promised it otherwise', () => {
    expect(planFeatures(agency, ['agency'])).toEqual([agency.features[0], CHAT_FEATURE, ...agency.features.slice(1)]);
    expect(planFeatures(accelerator, ['accelerator'])).toEqual(['everything in Studio', CHAT_FEATURE, ...accelerator.features.slice(1)]);
    expect(chatPlans(['agency', 'accelerator', 'test']).map((plan) => plan.id)).toEqual(['accelerator', 'agency']);
  });
});
