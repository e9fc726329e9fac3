import { describe, expect, it } from 'vitest';
import { panelMarkdown } from './panel-markdown';
import type { Panel, PanelAnswer } from './schemas/panels';

const members = [
  { avatarId: 'a1', name: 'ada alpine', occupation: 'mountain guide', img: '' },
  { avatarId: 'a2', name: 'Ben Brook', occupation: '', img: '' },
];

const answer = (avatarId: string, round: 1 | 2, fields: Partial<PanelAnswer> = {}): PanelAnswer => ({
  id: `${avatarId}-${round}`,
  avatarId,
  round,
  status: 'done',
  text: `Answer of ${avatarId} in round ${round}.`,
  citations: [],
  stance: null,
  reaction: null,
  error: null,
  createdAt: 1,
  ...fields,
});

const base: Panel = {
  id: 'p1',
  accountId: 'acc',
  kind: 'question',
  title: 'Trail shoes or boots?',
  prompt: 'Trail shoes or boots?',
  assetName: null,
  members,
  status: 'done',
  answers: [],
  summary: null,
  createdAt: Date.UTC(2026, 0, 5, 12),
  updatedAt: Date.UTC(2026, 0, 5, 12),
};

describe('panelMarkdown', () => {
  it('writes a question panel: heading, prompt, members, both rounds with sources and stance, and the summary', () => {
    const panel: Panel = {
      ...base,
      answers: [
        answer('a1', 2, { stance: 'partly', text: 'I partly agree with Ben.' }),
        answer('a1', 1, { citations: [{ key: 'goals', title: 'Goals and jobs to be done', url: 'https://x/doc#goals' }] }),
        answer('a2', 1, { status: 'failed', text: '', error: { code: 'UNAVAILABLE', message: 'The model did not answer.' } }),
      ],
      summary: {
        kind: 'question',
        agreements: ['Dry feet matter most.'],
        disagreements: [{ point: 'Boots are worth the weight.', avatarIds: ['a1', 'a2'] }],
        tally: [{ choice: 'Trail shoes', avatarIds: ['a1'], reasons: [{ avatarId: 'a1', reason: 'Lighter | faster' }] }],
      },
    };
    const markdown = panelMarkdown(panel);
    expect(markdown).toBe(
      [
        '# Trail shoes or boots?',
        '',
        '*Question panel · Done · 2026-01-05*',
        '',
        '## Question',
        '',
        '> Trail shoes or boots?',
        '',
        '## Members',
        '',
        '- **Ada Alpine**, mountain guide',
        '- **Ben Brook**',
        '',
        '## Answers',
        '',
        '### Ada Alpine',
        '',
        '#### First answer',
        '',
        'Answer of a1 in round 1.',
        '',
        'Sources: [Goals and jobs to be done](https://x/doc#goals)',
        '',
        '#### After hearing the others (Partly agrees)',
        '',
        'I partly agree with Ben.',
        '',
        '### Ben Brook',
        '',
        '#### First answer',
        '',
        '*Could not answer: The model did not answer.*',
        '',
        '## Summary',
        '',
        '### Where they agree',
        '',
        '- Dry feet matter most.',
        '',
        '### Where they disagree',
        '',
        '- Boots are worth the weight. (Ada Alpine, Ben Brook)',
        '',
        '### Tally',
        '',
        '| Choice | Count | Who | Reasons |',
        '| --- | --- | --- | --- |',
        '| Trail shoes | 1 | Ada Alpine | Ada Alpine: Lighter \\| faster |',
        '',
      ].join('\n'),
    );
  });

  it('names no one twice, and heads a tally by stance with Stance', () => {
    const markdown = panelMarkdown({
      ...base,
      summary: {
        kind: 'question',
        agreements: [],
        disagreements: [{ point: 'Ada Alpine would pay; Ben Brook would not: “Too dear.”', avatarIds: ['a1', 'a2'] }],
        tally: [
          { choice: 'Yes', avatarIds: ['a1'], reasons: [] },
          { choice: 'No', avatarIds: ['a2'], reasons: [{ avatarId: 'a2', reason: 'Too dear.' }] },
        ],
        tallyBy: 'stance',
      },
    });
    expect(markdown).toContain('- Ada Alpine would pay; Ben Brook would not: “Too dear.”\n');
    expect(markdown).toContain('| Stance | Count | Who | Reasons |');
  });

  it('writes an asset panel: the asset quoted line by line, each reaction, and the summary table', () => {
    const reaction = { noticesFirst: 'The price.', wouldClick: true, clicksOn: 'Shop now', stopsAt: 'Free returns for 30 days.', objection: 'Too\nheavy.', winningChange: 'Show the weight.' };
    const panel: Panel = {
      ...base,
      kind: 'asset',
      title: 'Spring email',
      prompt: 'New trail shoes!\n\nFree returns for 30 days.',
      assetName: 'email.txt',
      status: 'stopped',
      answers: [answer('a1', 1, { text: 'My review.', reaction })],
      summary: { kind: 'asset', rows: [{ avatarId: 'a1', clicks: 'Yes, on Shop now', stopsAt: 'Free returns for 30 days.', objection: 'Too\nheavy.', winningChange: 'Show the weight.' }] },
    };
    const markdown = panelMarkdown(panel);
    expect(markdown).toContain('*Asset panel · Stopped · 2026-01-05*');
    expect(markdown).toContain('## Asset (email.txt)\n\n> New trail shoes!\n>\n> Free returns for 30 days.\n');
    expect(markdown).toContain('#### Answer\n\nMy review.\n\n- **Notices first:** The price.\n- **Would click:** Yes, on Shop now\n- **Stops at:** “Free returns for 30 days.”');
    expect(markdown).toContain('| Avatar | Clicks | Stops at | Objection | Winning change |\n| --- | --- | --- | --- | --- |\n');
    expect(markdown).toContain('| Ada Alpine | Yes, on Shop now | “Free returns for 30 days.” | Too heavy. | Show the weight. |');
    expect(markdown).not.toContain('### Ben Brook');
    expect(markdown.endsWith('|\n')).toBe(true);
  });

  it('writes a panel never run: no answers, no summary', () => {
    const markdown = panelMarkdown({ ...base, status: 'draft' });
    expect(markdown).toContain('*Question panel · Not run yet · 2026-01-05*');
    expect(markdown).not.toContain('## Answers');
    expect(markdown).not.toContain('## Summary');
  });
});

describe('panelMarkdown with the evidence of a version-2 Blueprint', () => {
  it('quotes the evidence under the sources with its source and place, and marks an answer that rested on an assumption', () => {
    const panel: Panel = {
      ...base,
      answers: [
        answer('a1', 1, {
          text: "Dry feet. That's my guess, though — I haven't seen it in your research.",
          citations: [
            {
              key: 'pains',
              title: 'Pains and frustrations',
              url: 'https://x/doc#pains',
              evidence: [
                { quote: 'My boots leak\nafter an hour.', source: 'interview.txt', location: 'paragraph 2' },
                { quote: 'wet feet: 4/5', source: 'survey.csv', location: 'row 9' },
              ],
            },
            { key: 'objections', title: 'Objections and the proof that answers each', url: 'https://x/doc#objections', assumption: true },
          ],
        }),
      ],
    };
    const lines = panelMarkdown(panel).split('\n');
    const from = lines.indexOf('#### First answer');
    expect(lines.slice(from)).toEqual([
      '#### First answer',
      '',
      "Dry feet. That's my guess, though — I haven't seen it in your research.",
      '',
      'Sources: [Pains and frustrations](https://x/doc#pains), [Objections and the proof that answers each](https://x/doc#objections) (*an assumption, not in the research*)',
      '',
      '> “My boots leak after an hour.”',
      '> — *interview.txt, paragraph 2* (Pains and frustrations)',
      '',
      '> “wet feet: 4/5”',
      '> — *survey.csv, row 9* (Pains and frustrations)',
      '',
    ]);
  });
});
