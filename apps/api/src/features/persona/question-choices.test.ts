import { describe, expect, it } from 'vitest';
import { askedQuestion, choiceNamed, isYesNoQuestion, questionChoices, questionSentences } from './question-choices';

describe('the choices a question offers', () => {
  it.each([
    ['Would you rather pay monthly or yearly?', ['monthly', 'yearly']],
    ['Trail shoes or road shoes?', ['trail shoes', 'road shoes']],
    ['Do you prefer a free trial or a live demo?', ['a free trial', 'a live demo']],
    ['Which matters more to you, price or integrations?', ['price', 'integrations']],
    ['Which matters more: price, speed or support?', ['price', 'speed', 'support']],
    ['Email, phone or chat?', ['email', 'phone', 'chat']],
    ['Monthly or yearly, and why?', ['monthly', 'yearly']],
    ['Should we lead with price or with integrations in the email?', ['price', 'integrations']],
    ['Do you trust LinkedIn or newsletters more?', ['LinkedIn', 'newsletters']],
    ['What do you use for reporting: Excel, Power BI or Tableau?', ['Excel', 'Power BI', 'Tableau']],
  ])('%s', (question, choices) => {
    expect(questionChoices(question)).toEqual(choices);
  });

  it('finds the question in a longer text, quoted or after another sentence', () => {
    expect(questionChoices('The others were asked: "Monthly or yearly?". Do you agree?')).toEqual(['monthly', 'yearly']);
    expect(questionChoices("We're launching a freight tool. Would you pay monthly or yearly?")).toEqual(['monthly', 'yearly']);
    expect(questionSentences('They were asked: "Why?" Then: do you agree?\nOK.')).toEqual(['Why?', 'Then: do you agree?']);
  });

  it('finds none in a question without choices, or with "or not"', () => {
    for (const question of ['What frustrates you most?', 'Would you buy it or not?', 'Is it monthly or something else?', 'Price or quality.']) {
      expect(questionChoices(question)).toEqual([]);
    }
  });

  it('finds none in a follow-up that asks why: "Why or why not?" offers no options', () => {
    for (const question of ['Would you pay $49/month for this? Why or why not?', 'Why or why not?', 'Would you switch? How or when?', 'Is it worth it? And why?']) {
      expect(questionChoices(question)).toEqual([]);
    }
    // A real choice before the follow-up is still one.
    expect(questionChoices('Would you pay monthly or yearly? Why or why not?')).toEqual(['monthly', 'yearly']);
  });

  it('reads the question a follow-up is about, and whether it is answered yes or no', () => {
    expect(askedQuestion('Would you pay $49/month for this? Why or why not?')).toBe('Would you pay $49/month for this?');
    expect(askedQuestion('Why?')).toBe('Why?');
    expect(isYesNoQuestion('Would you pay $49/month for this? Why or why not?')).toBe(true);
    expect(isYesNoQuestion('Would you pay $49/month? Why or why not?')).toBe(true);
    expect(isYesNoQuestion('Would you pay monthly or yearly?')).toBe(false);
    expect(isYesNoQuestion('What frustrates you most? Why?')).toBe(false);
  });

  it('tells which choice a text names first, with or without its article', () => {
    expect(choiceNamed("I'd go for yearly — monthly is a hassle.", ['monthly', 'yearly'])).toBe('yearly');
    expect(choiceNamed('The free trial, any day.', ['a free trial', 'a live demo'])).toBe('a free trial');
    expect(choiceNamed('Neither, really.', ['monthly', 'yearly'])).toBeUndefined();
    // Whole words only: "monthlyish" is not "monthly".
    expect(choiceNamed('Something monthlyish.', ['monthly', 'yearly'])).toBeUndefined();
  });
});
