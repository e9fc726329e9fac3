import { BLUEPRINT_SECTIONS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { composeFor, createOfflineModel } from './offline-model';
import { STANCE_OPENERS, parseStance } from './panel-formats';
import type { PersonaAnswer, PersonaTask } from './persona-model';
import { RITA } from './persona.fixture';
import { questionChoices } from './question-choices';

const OUT_OF_CHARACTER = /\b(?:AI|assistant|language model|chatbot|Blueprint|persona)\b|\bRita\b|\bshe\b|\bher\b/i;
const RITAS_SECTIONS = RITA.sections.map((s) => s.key);

const panelAnswer = (question: string) => composeFor({ persona: RITA, question, task: { kind: 'panel-answer' } });
const review = (question: string, others: { name: string; text: string }[]) => composeFor({ persona: RITA, question, task: { kind: 'panel-review', others } });

async function read(answer: PersonaAnswer) {
  const chunks: string[] = [];
  for await (const chunk of answer.text) chunks.push(chunk);
  return { chunks, text: chunks.join(''), citations: answer.citations() };
}

const CHOICE = 'Would you rather have a single dashboard or better integrations?';
const SAM = { name: 'Sam', text: 'Copying data between spreadsheets by hand, every single week.' };
const PRIYA = { name: 'Priya', text: 'Suppliers who never answer the phone.' };

describe('the offline persona on a panel question (round 1)', () => {
  it('answers like in chat, from the matching sections, citing them', () => {
    const answer = panelAnswer('What frustrates you most about your tools?');
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.every((key) => RITAS_SECTIONS.includes(key))).toBe(true);
    expect(answer.text).not.toMatch(OUT_OF_CHARACTER);
    expect(panelAnswer('What is your budget?')).toMatchObject({ text: expect.stringMatching(/^(?:Honestly, I'm not sure|I can't really say)\b.*\bbudget\b/) as string, citations: ['gaps'] });
  });

  it('answers "Would you pay …? Why or why not?" with a yes or a no and its reasons, never "I\'d go for why not"', () => {
    const answer = panelAnswer('Would you pay $49/month for this? Why or why not?');
    expect(answer.text).not.toMatch(/go for why/i);
    expect(answer.text).toMatch(/^(?:Yes|No|Not|Probably|Likely|Unlikely|Sure|Absolutely|Nope|I'd consider)\b/);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('names the choice its Blueprint speaks to, first, then why', () => {
    const answer = panelAnswer(CHOICE);
    expect(answer.text).toMatch(/^I'd go for better integrations — \S/);
    expect(answer.text).toContain('vendors promise integrations that never work');
    expect(answer.citations).toEqual(['pains']);
    // Price is among Rita's objections: that is the choice she speaks to.
    expect(panelAnswer('Which matters more to you: price or onboarding time?').text).toMatch(/^I'd go for price — .*licence costs more than it saves/);
  });

  it('still names a choice when its Blueprint says nothing about any, the same one every time', () => {
    const question = 'Would you pay monthly or yearly?';
    const answer = panelAnswer(question);
    const [named] = /^I'd go for (\w+)/.exec(answer.text)?.slice(1) ?? [];
    expect(questionChoices(question)).toContain(named);
    expect(answer.citations).toEqual([]);
    expect(panelAnswer(question)).toEqual(answer);
  });

  it('is deterministic', () => {
    for (const question of [CHOICE, 'What frustrates you most about your tools?']) expect(panelAnswer(question)).toEqual(panelAnswer(question));
  });
});

describe('the offline persona reviewing the others (round 2)', () => {
  it('agrees with those whose answer meets its Blueprint, disagrees with the others, naming them', () => {
    const both = review('What frustrates you most?', [SAM, PRIYA]);
    expect(both.text).toMatch(/^I partly agree with Sam, but not with Priya\. /);
    expect(parseStance(both.text)).toBe('partly');

    const agree = review('What frustrates you most?', [SAM]);
    expect(agree.text.startsWith(`${STANCE_OPENERS.agree} with Sam`)).toBe(true);
    expect(parseStance(agree.text)).toBe('agree');

    const disagree = review('What frustrates you most?', [PRIYA]);
    expect(disagree.text.startsWith(`${STANCE_OPENERS.disagree} with Priya`)).toBe(true);
    expect(parseStance(disagree.text)).toBe('disagree');
  });

  it('follows with its own Blueprint, in the first person, citing the sections it used', () => {
    const { text, citations } = review('What frustrates you most?', [SAM, PRIYA]);
    expect(text).toContain('I spend hours every week copying data between spreadsheets.');
    expect(text).not.toMatch(OUT_OF_CHARACTER);
    // Never the others' words as its own.
    expect(text).not.toContain('Suppliers');
    expect(citations).toEqual(['pains']);
    expect(text.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
  });

  it('on a choice question, agrees with those who made its choice', () => {
    const others = [
      { name: 'Sam', text: "I'd go for better integrations — nothing else matters." },
      { name: 'Priya', text: "I'd go for a single dashboard, I love charts." },
    ];
    const { text } = review(CHOICE, others);
    expect(text).toMatch(/^I partly agree with Sam, but not with Priya — I'd go for better integrations\./);
    expect(review(CHOICE, others.slice(1)).text).toMatch(/^I disagree with Priya — I'd still go for better integrations\./);
  });

  it('names several people in one list, and copes with nobody else and with nothing to say', () => {
    const third = { name: 'Lee', text: 'Spreadsheets, and vendors whose integrations never work.' };
    expect(review('What frustrates you most?', [SAM, third]).text).toMatch(/^I agree with Sam and Lee /);
    expect(parseStance(review('What frustrates you most?', []).text)).toBe('partly');
    const nothing = review("What's your favourite football team?", [PRIYA]);
    expect(parseStance(nothing.text)).toBe('partly');
    expect(nothing).toMatchObject({ text: expect.stringContaining("I wouldn't know") as string, citations: [] });
  });

  it('gives the same answer when the round-2 question already holds the others\' answers', () => {
    const others = [SAM, { name: 'Priya', text: "I'd go for a single dashboard, I love charts." }];
    const wordy = `The others were asked: "${CHOICE}". Here is what they said:\n${others.map((o) => `- ${o.name}: ${o.text}`).join('\n')}\n\nDo you agree with them? Start with "I agree", "I partly agree" or "I disagree".`;
    expect(review(wordy, others)).toEqual(review(CHOICE, others));
  });

  it('is deterministic', () => {
    expect(review(CHOICE, [SAM, PRIYA])).toEqual(review(CHOICE, [SAM, PRIYA]));
  });
});

describe('the offline model with a panel task', () => {
  const tasks: PersonaTask[] = [
    { kind: 'panel-answer' },
    { kind: 'panel-review', others: [SAM, PRIYA] },
    { kind: 'asset-review', asset: 'Subject: Stop copying data between spreadsheets\nStart your free trial' },
  ];

  it.each(tasks)('streams the $kind word by word, the same every time, citing only sections the Blueprint holds', async (task) => {
    const ask = () => createOfflineModel({ chunkDelayMs: 0 }).answer({ persona: RITA, history: [], question: CHOICE, task, signal: new AbortController().signal });
    const first = await read(await ask());
    expect(first.chunks.length).toBeGreaterThan(3);
    expect(first.chunks.every((c) => c.trim().split(/\s+/).length === 1)).toBe(true);
    expect(first.text).toBe(composeFor({ persona: RITA, question: CHOICE, task }).text);
    expect(first.citations.every((key) => RITAS_SECTIONS.includes(key) && BLUEPRINT_SECTIONS.some((s) => s.key === key))).toBe(true);
    expect(await read(await ask())).toEqual(first);
  });
});
