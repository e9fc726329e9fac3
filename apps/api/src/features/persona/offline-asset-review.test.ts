import { describe, expect, it } from 'vitest';
import { composeAssetReview } from './offline-asset-review';
import { ASSET_LABELS, READ_TO_THE_END, assetLines, parseAssetReaction } from './panel-formats';
import type { PersonaContext } from './persona-model';
import { RITA } from './persona.fixture';

const EMAIL = `Subject: Stop copying data between spreadsheets

Hi there,
FreightFlow gives you a single view of every shipment.
It plugs into your ERP in minutes, no integration project needed.
Licence: $49 per user per month — it costs less than it saves.

Start your free trial →`;

const SHOES = 'Subject: Run further this spring\n\nMeet the Trailblazer 3.\nNow 20% lighter than last year.\nShop now';

/** Rita with what convinces her and how to talk to her written down. */
const CONVINCED_RITA: PersonaContext = {
  ...RITA,
  sections: [
    ...RITA.sections.slice(0, 4),
    { key: 'leave-or-convince', title: 'What makes them leave or convinces them', markdown: '- A reference customer in her industry would convince her.\n- She leaves when a demo hides the price.' },
    { key: 'messaging', title: 'Messaging that works', markdown: '- Lead with hours saved, not features.' },
    ...RITA.sections.slice(4),
  ],
};

const review = (asset: string, persona = RITA) => composeAssetReview(persona, asset);

describe('the offline persona reviewing an asset', () => {
  it('answers in exactly the five labelled lines, which parse back', () => {
    const { text } = review(EMAIL);
    const lines = text.split('\n');
    expect(lines).toHaveLength(5);
    Object.values(ASSET_LABELS).forEach((label, i) => expect(lines[i]!.startsWith(`${label} `)).toBe(true));
    const { noticesFirst, objection, winningChange } = parseAssetReaction(text, EMAIL);
    for (const field of [noticesFirst, objection, winningChange]) expect(field).not.toBe('');
  });

  it('notices what it wants, clicks on the call to action, stops at the line that meets its objection', () => {
    const { text, citations } = review(EMAIL);
    const reaction = parseAssetReaction(text, EMAIL);
    expect(reaction.noticesFirst).toMatch(/^“FreightFlow gives you a single view of every shipment\.” — I want a single view/);
    expect(reaction).toMatchObject({
      wouldClick: true,
      clicksOn: 'Start your free trial',
      stopsAt: 'Licence: $49 per user per month — it costs less than it saves.',
      objection: 'I worry the licence costs more than it saves.',
      // No "what convinces me" in the Blueprint: the proof its objection asks for.
      winningChange: 'Show me an ROI calculator.',
    });
    expect(citations).toEqual(['goals', 'objections']);
  });

  it('quotes a line of the asset exactly, or reads to the end', () => {
    for (const asset of [EMAIL, SHOES, 'Hello.\nA nice day for it.']) {
      const { text } = review(asset);
      const { stopsAt } = parseAssetReaction(text, asset);
      expect(stopsAt === '' || assetLines(asset).includes(stopsAt)).toBe(true);
      if (stopsAt) expect(text).toContain(`“${stopsAt}”`);
    }
    const calm = review('Hello.\nA nice day for it.');
    expect(calm.text).toContain(`${ASSET_LABELS.stopsAt} ${READ_TO_THE_END}`);
    expect(parseAssetReaction(calm.text, 'Hello.\nA nice day for it.')).toMatchObject({ stopsAt: '', wouldClick: false, clicksOn: '' });
  });

  it('does not click on what says nothing it wants, and notices the first line then', () => {
    const reaction = parseAssetReaction(review(SHOES).text, SHOES);
    expect(reaction.wouldClick).toBe(false);
    expect(reaction.noticesFirst).toMatch(/^“Subject: Run further this spring”/);
  });

  it('takes the winning change from what convinces it, when its Blueprint says', () => {
    const { text, citations } = review(EMAIL, CONVINCED_RITA);
    expect(parseAssetReaction(text, EMAIL).winningChange).toBe('A reference customer in my industry would convince me.');
    expect(citations).toContain('leave-or-convince');
    expect(citations.every((key) => CONVINCED_RITA.sections.some((s) => s.key === key))).toBe(true);
  });

  it('cites only sections the Blueprint holds, and copes with an empty Blueprint', () => {
    for (const asset of [EMAIL, SHOES]) expect(review(asset).citations.every((key) => RITA.sections.some((s) => s.key === key))).toBe(true);
    const empty = review(EMAIL, { ...RITA, sections: [] });
    expect(empty.citations).toEqual([]);
    expect(parseAssetReaction(empty.text, EMAIL)).toMatchObject({ wouldClick: false, stopsAt: '' });
  });

  it('is deterministic', () => {
    expect(review(EMAIL)).toEqual(review(EMAIL));
    expect(review(SHOES, CONVINCED_RITA)).toEqual(review(SHOES, CONVINCED_RITA));
  });
});
