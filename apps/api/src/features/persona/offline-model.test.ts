import { describe, expect, it } from 'vitest';
import { createPersonaModel } from './configured-model';
import { composeAnswer, createOfflineModel } from './offline-model';
import type { PersonaAnswer } from './persona-model';
import { RITA } from './persona.fixture';

const OUT_OF_CHARACTER = /\b(?:AI|assistant|language model|chatbot|Blueprint|persona|as an? )\b|\bRita\b|\bshe\b|\bher\b/i;

async function read(answer: PersonaAnswer) {
  const chunks: string[] = [];
  for await (const chunk of answer.text) chunks.push(chunk);
  return { chunks, text: chunks.join(''), citations: answer.citations() };
}

const ask = (question: string, signal = new AbortController().signal) =>
  createOfflineModel({ chunkDelayMs: 0 }).answer({ persona: RITA, history: [], question, signal });

describe('the offline persona', () => {
  it('answers in character, in the first person, from the matching section, and cites it', () => {
    const pains = composeAnswer(RITA, 'What frustrates you most?');
    expect(pains.citations).toEqual(['pains']);
    expect(pains.text).toContain('I spend hours every week copying data between spreadsheets.');
    expect(pains.text).not.toMatch(OUT_OF_CHARACTER);

    const price = composeAnswer(RITA, 'How do you feel about the price?');
    expect(price.citations).toEqual(['objections']);
    expect(price.text).toMatch(/\bI worry the licence costs more than it saves\./);
    // The proof that answers an objection is for the marketer, not something the persona says.
    expect(price.text).not.toMatch(/ROI calculator|Proof/i);

    const channels = composeAnswer(RITA, 'Where do you get advice on new software?');
    expect(channels).toEqual({ text: expect.stringContaining('I trust peer recommendations on LinkedIn') as string, citations: ['channels'] });

    const goals = composeAnswer(RITA, 'What are your goals?');
    expect(goals.citations).toEqual(['goals']);
    expect(goals.text).toMatch(/my team spends on manual reporting/);
    expect(goals.text).not.toMatch(/\*\*|\bher\b/);
  });

  it('quotes the persona verbatim when a quote matches', () => {
    expect(composeAnswer(RITA, 'What about your ERP?')).toEqual({ text: "Show me it works with our ERP and I'll listen.", citations: ['quotes'] });
    // A yes-or-no question gets its stance first, then the quote as its reason.
    expect(composeAnswer(RITA, 'Does it need to work with your ERP?')).toEqual({ text: "Yes. Show me it works with our ERP and I'll listen.", citations: ['quotes'] });
  });

  it('draws on several sections, at most three passages, citing each in the Blueprint order', () => {
    const answer = composeAnswer(RITA, 'What tools do you use for reporting?');
    expect(answer.citations).toEqual(['goals', 'objections']);
    expect(answer.text.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
  });

  it("says it wouldn't know when nothing in the Blueprint covers the question", () => {
    const unrelated = composeAnswer(RITA, "What's your favourite football team?");
    expect(unrelated.text).toMatch(/^(?:Hm, )?I wouldn't know/);
    expect(unrelated.citations).toEqual([]);
    expect(composeAnswer(RITA, 'Quantum chromodynamics?').text).toMatch(/I wouldn't know/);
  });

  it('says it is not sure of what the Known gaps section lists, in the gap\'s own words, citing it', () => {
    for (const [question, gap] of [['What is your budget?', /\bbudget\b/], ['What do you think of AI features?', /\bAI features\b/]] as const) {
      const answer = composeAnswer(RITA, question);
      expect(answer.text).toMatch(/^(?:Honestly, I'm not sure|I can't really say|Hard to say|That I couldn't tell you)\b/);
      expect(answer.text).toMatch(gap);
      expect(answer.citations).toEqual(['gaps']);
    }
  });

  it('stays in character about itself', () => {
    expect(composeAnswer(RITA, 'Are you an AI?').text).toBe("What? No — I'm Rita, an operations manager. Ask me about my work and I'll tell you how I see it.");
    // Name, age and occupation, what it does (at a glance) and one goal.
    expect(composeAnswer(RITA, 'Who are you?')).toEqual({
      text: expect.stringMatching(/^I'm Rita Alvarez, 42\. I'm an operations manager at a mid-sized freight forwarder\. I manage a team of 12 and report to the COO\. .*manual reporting\.$/) as string,
      citations: ['at-a-glance', 'goals'],
    });
    expect(composeAnswer(RITA, 'How old are you?')).toEqual({ text: "I'm 42.", citations: [] });
  });

  it('gives the same answer to the same question', async () => {
    const questions = ['What frustrates you most?', 'What tools do you use for reporting?', "What's your favourite football team?"];
    for (const q of questions) expect(composeAnswer(RITA, q)).toEqual(composeAnswer(RITA, q));
    const [first, second] = [await read(await ask('What frustrates you most?')), await read(await ask('What frustrates you most?'))];
    expect(first).toEqual(second);
  });

  it('streams the answer word by word, then knows its citations', async () => {
    const answer = await ask('How do you feel about the price?');
    expect(answer.citations()).toEqual([]);
    const { chunks, text, citations } = await read(answer);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.every((c) => c.trim().split(/\s+/).length === 1)).toBe(true);
    expect(text).toBe(composeAnswer(RITA, 'How do you feel about the price?').text);
    expect(citations).toEqual(['objections']);
  });

  it('stops when the client aborts', async () => {
    const controller = new AbortController();
    const answer = await createOfflineModel({ chunkDelayMs: 5 }).answer({ persona: RITA, history: [], question: 'What frustrates you most?', signal: controller.signal });
    const iterator = answer.text[Symbol.asyncIterator]();
    await iterator.next();
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('copes with an empty Blueprint and a name full of punctuation', () => {
    const odd = { avatar: { ...RITA.avatar, name: "Séan O'Brien (test) [x]", gender: 'male' }, sections: [] };
    expect(composeAnswer(odd, 'What frustrates you?').text).toMatch(/I wouldn't know/);
    const withPains = { ...odd, sections: [{ key: 'pains' as const, title: 'Pains and frustrations', markdown: "Séan O'Brien (test) [x] hates his CRM." }] };
    expect(composeAnswer(withPains, 'What do you think of your CRM?')).toEqual({ text: expect.stringMatching(/I hate my CRM\.$/) as string, citations: ['pains'] });
  });

  it('is what createPersonaModel gives without a base URL', async () => {
    const model = createPersonaModel({ timeoutMs: 1000, chunkDelayMs: 0 });
    const { text } = await read(await model.answer({ persona: RITA, history: [], question: 'What is your budget?', signal: new AbortController().signal }));
    expect(text).toBe("Honestly, I'm not sure about my budget authority.");
  });
});
