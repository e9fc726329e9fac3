import { describe, expect, it } from 'vitest';
import { formatAssetReaction, parseAssetReaction, parseStance } from './panel-formats';

const EMAIL = `Subject: Run further this spring\n\nMeet the Trailblazer 3.\nNow 20% lighter than last year.\nBuy two pairs and save 15%.\n\nShop now`;

describe('panel answer formats', () => {
  it('reads the stance from the opening words', () => {
    expect(parseStance('I agree with Rita: price matters.')).toBe('agree');
    expect(parseStance('I partly agree — grip matters more.')).toBe('partly');
    expect(parseStance('I disagree. Weight is not the point.')).toBe('disagree');
    expect(parseStance("Honestly, I don't agree with Sam.")).toBe('disagree');
  });

  it('writes a reaction and reads the same one back', () => {
    const reaction = { noticesFirst: 'The lighter weight.', wouldClick: true, clicksOn: 'Shop now', stopsAt: 'Buy two pairs and save 15%.', objection: 'I only need one pair.', winningChange: 'Show the grip on wet rock.' };
    expect(parseAssetReaction(formatAssetReaction(reaction), EMAIL)).toEqual(reaction);
  });

  it('turns a loose quote into the asset line it names, and reading to the end into no line', () => {
    const text = '**What I notice first:** the subject\n**Would I click:** No\n**Where I stop reading:** "buy two pairs"\n**My objection:** too salesy\n**The one change that would win me:** proof';
    expect(parseAssetReaction(text, EMAIL)).toMatchObject({ wouldClick: false, clicksOn: '', stopsAt: 'Buy two pairs and save 15%.', objection: 'too salesy' });
    expect(parseAssetReaction('Where I stop reading: I would read to the end.', EMAIL).stopsAt).toBe('');
    expect(parseAssetReaction('Where I stop reading: "something not in it at all"', EMAIL).stopsAt).toBe('');
  });
});
