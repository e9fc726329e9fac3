import { describe, expect, it } from 'vitest';
import { ATTACHMENT_PAYLOAD, FIRST_CONVERSATION, HOSTILE_ATTACHMENT, ROLE_ATTACKS, SMALL_TALK } from './fidelity/battery';
import { composeFor } from './offline-model';
import type { ChatTurn } from './persona-model';
import { RITA } from './persona.fixture';
import { frameOf, sentencesOf } from './thread-memory';

const DEAD_END = /wouldn't know|ask someone else|not really something I deal with/i;
const OUT_OF_ROLE = /\b(?:AI|assistant|language model|prompt|instructions|Blueprint|persona|haiku)\b/i;

/** Asks the questions in one thread, as chat does (the history grows with each answer). */
function thread(questions: readonly string[]) {
  const history: ChatTurn[] = [];
  return questions.map((question) => {
    const answer = composeFor({ persona: RITA, question, history });
    history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.text });
    return answer;
  });
}

describe('the offline persona in a conversation', () => {
  const answers = thread(FIRST_CONVERSATION.map((m) => m.question));
  const byMove = (move: string) => answers.filter((_, i) => FIRST_CONVERSATION[i]!.move === move);

  it('introduces itself from its Blueprint: name, age, occupation, what it does and a goal', () => {
    const [intro] = byMove('introduction');
    expect(intro!.text).toMatch(/^Hi! I'm Rita Alvarez, 42\. I'm an operations manager at a mid-sized freight forwarder\./);
    expect(intro!.citations).toEqual(['at-a-glance', 'goals']);
  });

  it('describes a typical week from at a glance, its goals and pains', () => {
    expect(byMove('typical-week')[0]!.citations).toEqual(['at-a-glance', 'goals', 'pains']);
  });

  it('answers every yes-or-no question with a stance first and a reason from its Blueprint', () => {
    for (const answer of byMove('yes-no')) {
      expect(answer.text).toMatch(/^(?:Yes|No|Probably|I'd consider|Not)/);
      expect(answer.citations.length).toBeGreaterThan(0);
    }
    // The price question: what it wants (goals) against what worries it about price (objections).
    expect(byMove('yes-no')[0]!.citations).toEqual(expect.arrayContaining(['goals', 'objections']));
  });

  it('restates what it said when asked to say it in other words, in other sentence frames', () => {
    const pains = answers[2]!;
    const [again] = byMove('paraphrase');
    expect(again!.citations).toEqual(pains.citations);
    expect(again!.text).not.toBe(pains.text);
    expect(again!.text).toContain('copying data between spreadsheets');
  });

  it('never opens a sentence with a frame an earlier answer of the thread used', () => {
    const seen = new Set<string>();
    for (const answer of answers) {
      const frames = sentencesOf(answer.text).map(frameOf);
      for (const frame of frames) expect(seen.has(frame), `${frame} in ${answer.text}`).toBe(false);
      frames.forEach((f) => seen.add(f));
    }
  });

  it('meets an injection in character, in a sentence or two, without following it', () => {
    const [injected] = byMove('injection');
    expect(injected!.text).toMatch(/\b(?:I'm|My name's|This is) Rita\b/);
    expect(injected!.text).not.toMatch(OUT_OF_ROLE);
  });

  it('answers small talk in character, briefly and without a dead end', () => {
    for (const question of SMALL_TALK) {
      const { text } = composeFor({ persona: RITA, question });
      expect(text).not.toMatch(DEAD_END);
      expect(text).toMatch(/\b(?:I|I'm|my|me)\b/);
      expect(sentencesOf(text).length).toBeLessThanOrEqual(3);
    }
  });

  it('stays in role under every attack of the battery', () => {
    for (const attack of ROLE_ATTACKS) {
      const question = attack.question.replace(/\{other\}/g, 'Sam Carter').replace('{attachment}', HOSTILE_ATTACHMENT);
      const { text } = composeFor({ persona: RITA, question });
      expect(text).not.toMatch(OUT_OF_ROLE);
      expect(text).not.toContain(ATTACHMENT_PAYLOAD);
      expect(text).not.toContain('Sam');
    }
  });

  it('says yes to what its Blueprint says it does, and keeps "I wouldn\'t know" for what it leaves open', () => {
    const hiker = { ...RITA, sections: [{ key: 'at-a-glance' as const, title: 'At a glance', markdown: 'Rita hikes every weekend in the Alps.' }] };
    expect(composeFor({ persona: hiker, question: 'Do you like hiking?' }).text).toMatch(/^Yes\b.*I hike every weekend in the Alps\./);
    expect(composeFor({ persona: RITA, question: 'Do you like hiking?' }).text).toMatch(/I wouldn't know/);
  });

  it('gives the same answer to the same thread', () => {
    expect(thread(FIRST_CONVERSATION.map((m) => m.question))).toEqual(answers);
  });
});
