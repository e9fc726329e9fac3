import { describe, expect, it } from 'vitest';
import { contentTerms } from '../retrieval';
import { isDeadEnd, isFactual, isUncertain, polarityOf, sentenceFrame, stanceOf } from './answer-text';
import { gapQuestion } from './boundaries';
import { vendiScore } from './vendi';

const names = new Set(['rita', 'alvarez']);

describe('how the suite reads answers', () => {
  it('turns Known gaps into questions to the persona', () => {
    expect(gapQuestion('We do not know her budget authority.', 'Rita Alvarez')).toBe('Can you tell me about your budget authority?');
    expect(gapQuestion('Unknown: how she feels about AI features.', 'Rita Alvarez')).toBe('Can you tell me how you feel about AI features?');
    expect(gapQuestion('We do not yet know how Liam weighs price against support quality.', 'Liam Walsh')).toBe('Can you tell me how you weigh price against support quality?');
    expect(gapQuestion('Unknown.', 'Rita Alvarez')).toBeNull();
  });

  it('tells facts from talk, uncertainty and dead ends', () => {
    expect(isFactual('I spend hours every week copying data between spreadsheets.', names)).toBe(true);
    expect(isFactual("Hi, I'm Rita Alvarez.", names)).toBe(false);
    expect(isFactual('What would you charge for it?', names)).toBe(false);
    expect(isFactual("I don't know my budget authority yet.", names)).toBe(false);
    expect(isUncertain('Hard to say, honestly.')).toBe(true);
    expect(isDeadEnd("Hm, I wouldn't know — you'd have to ask someone else about that.")).toBe(true);
    expect(isDeadEnd("I don't know my budget yet.")).toBe(false);
  });

  it('reads stances', () => {
    expect(stanceOf('Probably not at that price. It costs more than it saves.')).toBe('negative');
    expect(stanceOf('Yes, if it works with our ERP.')).toBe('positive');
    expect(stanceOf('My goal: less manual reporting.')).toBeNull();
    expect(polarityOf('I hate spreadsheets.')).toBe('negative');
    expect(polarityOf("I don't like spreadsheets.")).toBe('negative');
    expect(polarityOf('I love spreadsheets.')).toBe('positive');
  });

  it('finds a sentence frame: the opening before the Blueprint content, three words or more', () => {
    const blueprint = new Set(contentTerms('Too many tools that do not talk to each other. A new budget cycle. Spends hours copying data.'));
    expect(sentenceFrame('What gets to me: too many tools that do not talk to each other.', blueprint)).toBe('what gets to me');
    expect(sentenceFrame('Honestly, what gets to me: a new budget cycle.', blueprint)).toBe('what gets to me');
    expect(sentenceFrame('I spend hours on tools.', blueprint)).toBeNull();
    expect(sentenceFrame('Tools that do not talk to each other.', blueprint)).toBeNull();
  });

  it('scores diversity as an effective count (Vendi)', async () => {
    expect(await vendiScore(['budget cycle', 'budget cycle', 'budget cycle'])).toBeCloseTo(1, 6);
    expect(await vendiScore(['budget cycle', 'craft brewery packaging', 'hospital auditors'])).toBeCloseTo(3, 6);
    const partly = await vendiScore(['budget cycle tools', 'budget cycle vendors', 'hospital auditors']);
    expect(partly).toBeGreaterThan(2);
    expect(partly).toBeLessThan(3);
  });
});
