import { describe, expect, it } from 'vitest';
import { choicesOf, firstChoice, reasonOf, summarizePanel, type SummaryInput } from './panel-summary';
import { defaultTitle, digestOf, DIGEST_CHARACTERS } from './panel-text';

const members = [
  { avatarId: 'r', name: 'Rita' },
  { avatarId: 'b', name: 'Ben' },
  { avatarId: 'c', name: 'Cara' },
];
const answer = (avatarId: string, round: 1 | 2, text: string, extra: Partial<SummaryInput['answers'][number]> = {}): SummaryInput['answers'][number] => ({
  avatarId,
  round,
  status: 'done',
  text,
  citations: [],
  stance: null,
  reaction: null,
  ...extra,
});

describe('the choices a question offers', () => {
  it.each([
    ['Online or in a store?', ['Online', 'in a store']],
    ['Which matters most: price, grip, or comfort?', ['price', 'grip', 'comfort']],
    ['Would you rather buy the red shoe or the blue shoe?', ['the red shoe', 'the blue shoe']],
    ['Tell us about you. Email, SMS or push?', ['Email', 'SMS', 'push']],
  ])('%s → %o', (question, choices) => {
    expect(choicesOf(question)).toEqual(choices);
  });

  it('cuts the lead-in of the first choice to what the answers name', () => {
    const question = 'Would you buy running shoes online or in a store?';
    expect(choicesOf(question, ['Online, always.', 'In a store.', 'I order online.'])).toEqual(['online', 'in a store']);
    expect(choicesOf(question)).toEqual(['running shoes online', 'in a store']);
  });

  it.each(['What do you think of our shoes?', 'Why do you run?', 'A or a?'])('none in %s', (question) => {
    expect(choicesOf(question)).toBeNull();
  });

  it('takes the choice an answer names first, with its sentence', () => {
    expect(firstChoice('Honestly? I like shops.', ['online', 'in a store'])).toBeNull();
    expect(firstChoice('Honestly? I like stores. But online is cheaper.', ['online', 'in a store'])).toEqual({ choice: 'online', reason: 'But online is cheaper.' });
    expect(firstChoice('I buy online. A store is for trying on.', ['online', 'in a store'])).toEqual({ choice: 'online', reason: 'I buy online.' });
    expect(firstChoice('The blue shoe, then the red shoe.', ['the red shoe', 'the blue shoe'])).toEqual({ choice: 'the blue shoe', reason: 'The blue shoe, then the red shoe.' });
  });
});

describe('a question summary', () => {
  const input: SummaryInput = {
    kind: 'question',
    prompt: 'Online or in a store?',
    members,
    answers: [
      answer('r', 1, 'Online, always. I know my size.', { citations: ['pains', 'goals'] }),
      answer('b', 1, 'In a store: I must try them on.', { citations: ['pains'] }),
      answer('c', 1, 'I order online with free returns.', { citations: ['pains', 'quotes'] }),
      answer('r', 2, 'I agree with them. Returns make it safe. Mostly.', { stance: 'agree' }),
      answer('b', 2, 'I disagree: fit matters more than price. Always.', { stance: 'disagree' }),
      answer('c', 2, 'I partly agree, trying on helps.', { stance: 'partly' }),
    ],
  };

  it('names who agreed and on what, the sections all cited, who disagreed with their reason, and the tally', () => {
    expect(summarizePanel(input)).toEqual({
      kind: 'question',
      agreements: ['Rita agreed with the others: “Returns make it safe.”', 'Everyone drew on "Pains and frustrations".'],
      disagreements: [
        { point: 'Rita and Cara chose Online; Ben chose in a store.', avatarIds: ['r', 'c', 'b'] },
        { point: 'Ben disagreed: “Fit matters more than price.”', avatarIds: ['b'] },
        { point: 'Cara partly agreed: “Trying on helps.”', avatarIds: ['c'] },
      ],
      tallyBy: 'choice',
      tally: [
        { choice: 'Online', avatarIds: ['r', 'c'], reasons: [{ avatarId: 'r', reason: 'Online, always.' }, { avatarId: 'c', reason: 'I order online with free returns.' }] },
        { choice: 'in a store', avatarIds: ['b'], reasons: [{ avatarId: 'b', reason: 'In a store: I must try them on.' }] },
      ],
    });
  });

  it('leaves failed answers out, has no tally without choices, and is the same every time', () => {
    const open: SummaryInput = { ...input, prompt: 'Why do you run?', answers: [...input.answers.slice(0, 2), answer('c', 1, '', { status: 'failed' })] };
    const summary = summarizePanel(open);
    expect(summary).toEqual({ kind: 'question', agreements: ['Everyone drew on "Pains and frustrations".'], disagreements: [], tally: null });
    expect(summarizePanel(open)).toEqual(summary);
  });

  it('names the avatars as the portal shows them, however they are stored', () => {
    const lowercase = { ...input, members: [{ avatarId: 'r', name: 'rita de souza' }, { avatarId: 'b', name: 'ben CFO' }, { avatarId: 'c', name: 'cara' }] };
    const summary = summarizePanel(lowercase);
    expect(summary.kind === 'question' && summary.agreements[0]).toBe('Rita de Souza agreed with the others: “Returns make it safe.”');
    expect(summary.kind === 'question' && summary.disagreements[0]?.point).toBe('Rita de Souza and Cara chose Online; Ben CFO chose in a store.');
  });

  it('reads the reason after the stance opener, and after the names it agrees or disagrees with', () => {
    expect(reasonOf('I partly agree: price matters. Fit too.')).toBe('Price matters.');
    const names = ['Aisha Rahman', 'Maya Chen', 'Liam Walsh'];
    expect(reasonOf('I disagree with Aisha Rahman, Maya Chen and Liam Walsh — I sign off up to $30 a month myself.', names)).toBe('I sign off up to $30 a month myself.');
    expect(reasonOf("I disagree with Aisha Rahman, Maya Chen and Liam Walsh — that's not how it is for me. The licence costs more than it saves.", names)).toBe(
      'The licence costs more than it saves.',
    );
    expect(reasonOf('I partly agree with Maya Chen, but not with Liam Walsh. Reporting eats my Fridays.', names)).toBe('Reporting eats my Fridays.');
    expect(reasonOf('I agree.')).toBe('I agree.');
    expect(reasonOf('Well, no. Not at all.')).toBe('Well, no.');
  });
});

describe('a yes-or-no question ("Would you pay $49/month for this? Why or why not?")', () => {
  const people = [
    { avatarId: 'a', name: 'aisha rahman' },
    { avatarId: 'm', name: 'Maya Chen' },
    { avatarId: 'l', name: 'Liam Walsh' },
    { avatarId: 'h', name: 'Hana Sato' },
  ];
  const prompt = 'Would you pay $49/month for this? Why or why not?';
  const firstRound = [
    answer('a', 1, 'Yes. It would save me a day of reporting every month.'),
    answer('m', 1, 'Probably, yes. Clean attribution is what I am after.'),
    answer('l', 1, 'Yes, definitely. My team loses hours to spreadsheets.'),
    answer('h', 1, 'Not at that price, no. I sign off up to $30 a month myself.'),
  ];

  it('offers no choices "Why" and "why not": the tally is by stance, and the summary says who would pay', () => {
    expect(choicesOf(prompt)).toBeNull();
    const summary = summarizePanel({ kind: 'question', prompt, members: people, answers: firstRound });
    expect(summary).toMatchObject({
      kind: 'question',
      tallyBy: 'stance',
      tally: [
        { choice: 'Yes', avatarIds: ['a', 'm', 'l'] },
        { choice: 'No', avatarIds: ['h'], reasons: [{ avatarId: 'h', reason: 'I sign off up to $30 a month myself.' }] },
        { choice: 'Undecided', avatarIds: [], reasons: [] },
      ],
      disagreements: [{ point: 'Aisha Rahman, Maya Chen and Liam Walsh would pay; Hana Sato would not: “I sign off up to $30 a month myself.”', avatarIds: ['a', 'm', 'l', 'h'] }],
    });
    expect(JSON.stringify(summary)).not.toMatch(/Everyone chose|why not \(/i);
  });

  it('says so when everyone answers the same, and counts a hedge as undecided', () => {
    const all = summarizePanel({ kind: 'question', prompt, members: people.slice(0, 2), answers: firstRound.slice(0, 2) });
    expect(all).toMatchObject({ agreements: ['Everyone would pay.'], disagreements: [] });
    const hedged = summarizePanel({
      kind: 'question',
      prompt: 'Do you trust vendor dashboards?',
      members: people.slice(0, 2),
      answers: [answer('a', 1, 'Probably yes, but it depends on the vendor.'), answer('m', 1, 'No. They grade their own homework.')],
    });
    expect(hedged).toMatchObject({
      tallyBy: 'stance',
      tally: [{ choice: 'Yes', avatarIds: [] }, { choice: 'No', avatarIds: ['m'] }, { choice: 'Undecided', avatarIds: ['a'] }],
      disagreements: [{ point: 'Maya Chen said no; Aisha Rahman is undecided: “Probably yes, but it depends on the vendor.”' }],
    });
  });

  it('names who disagreed in round 2 with their reason, not the names they disagreed with', () => {
    const summary = summarizePanel({
      kind: 'question',
      prompt,
      members: people,
      answers: [...firstRound, answer('h', 2, 'I disagree with Aisha Rahman, Maya Chen and Liam Walsh — that\'s not how it is for me. The licence costs more than it saves.', { stance: 'disagree' })],
    });
    expect(summary).toMatchObject({ disagreements: [{}, { point: 'Hana Sato disagreed: “The licence costs more than it saves.”', avatarIds: ['h'] }] });
  });
});

describe('an asset summary', () => {
  it('has one row per avatar with a reaction, in panel order', () => {
    const reaction = { noticesFirst: 'The price', wouldClick: true, clicksOn: 'Shop the Ridge 2', stopsAt: 'Now 149 euros.', objection: 'Too dear', winningChange: 'A discount' };
    const summary = summarizePanel({
      kind: 'asset',
      prompt: 'Now 149 euros.\nShop the Ridge 2',
      members,
      answers: [
        answer('c', 1, '…', { reaction: { ...reaction, wouldClick: false, clicksOn: '', stopsAt: '' } }),
        answer('r', 1, '…', { reaction }),
        answer('b', 1, '', { status: 'failed' }),
      ],
    });
    expect(summary).toEqual({
      kind: 'asset',
      rows: [
        { avatarId: 'r', clicks: 'Yes — on Shop the Ridge 2', stopsAt: 'Now 149 euros.', objection: 'Too dear', winningChange: 'A discount' },
        { avatarId: 'c', clicks: 'No', stopsAt: '', objection: 'Too dear', winningChange: 'A discount' },
      ],
    });
  });
});

describe('panel texts', () => {
  it('titles a panel with the start of its prompt on one line, and cuts each digest entry', () => {
    expect(defaultTitle('Why\n  do you   run?')).toBe('Why do you run?');
    expect(defaultTitle('word '.repeat(30)).length).toBeLessThanOrEqual(61);
    const [entry] = digestOf([{ name: 'Rita', text: 'a '.repeat(400) }]);
    expect(entry!.name).toBe('Rita');
    expect(entry!.text.length).toBeLessThanOrEqual(DIGEST_CHARACTERS + 1);
  });
});
