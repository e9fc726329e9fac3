import type { Panel, PanelAnswer, PanelStreamEvent } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { answerCell, applyRunEvent, followRun, type RunState } from './run-state';

const member = (avatarId: string) => ({ avatarId, name: avatarId, occupation: '', img: '' });
const panel: Panel = {
  id: 'p1',
  accountId: 'acc',
  kind: 'question',
  title: 'Boots?',
  prompt: 'Boots?',
  assetName: null,
  members: [member('a1'), member('a2')],
  status: 'running',
  answers: [],
  summary: null,
  createdAt: 1,
  updatedAt: 1,
};
const answer = (avatarId: string, round: 1 | 2, fields: Partial<PanelAnswer> = {}): PanelAnswer => ({
  id: `${avatarId}-${round}`,
  avatarId,
  round,
  status: 'done',
  text: 'Saved.',
  citations: [],
  stance: null,
  reaction: null,
  error: null,
  createdAt: 2,
  ...fields,
});

const run = (events: PanelStreamEvent[]) =>
  events.reduce<RunState | null>((state, event) => (event.type === 'error' ? state : applyRunEvent(state, event)), null);

async function* stream(events: PanelStreamEvent[]) {
  for (const event of events) yield event;
}

describe('applyRunEvent', () => {
  it('ignores pieces before the run started, then grows each avatar and round apart', () => {
    const state = run([
      { type: 'delta', avatarId: 'a1', round: 1, text: 'lost' },
      { type: 'started', panel },
      { type: 'delta', avatarId: 'a1', round: 1, text: 'I like ' },
      { type: 'delta', avatarId: 'a2', round: 1, text: 'No' },
      { type: 'delta', avatarId: 'a1', round: 1, text: 'boots.' },
    ]);
    expect(state?.drafts).toEqual({ 'a1:1': 'I like boots.', 'a2:1': 'No' });
    expect(answerCell(state!, 'a1', 1, true)).toEqual({ kind: 'writing', text: 'I like boots.' });
    expect(answerCell(state!, 'a1', 2, true)).toEqual({ kind: 'waiting' });
    expect(answerCell(state!, 'a1', 2, false)).toEqual({ kind: 'empty' });
  });

  it('saves an answer in place of its draft (a failed one too) and of an older answer of the same round', () => {
    const failed = answer('a2', 1, { status: 'failed', text: '', error: { code: 'UNAVAILABLE', message: 'Down.' } });
    const state = run([
      { type: 'started', panel: { ...panel, answers: [answer('a1', 1, { text: 'Old.' })] } },
      { type: 'delta', avatarId: 'a1', round: 1, text: 'New' },
      { type: 'answer', answer: answer('a1', 1, { text: 'New.' }) },
      { type: 'answer', answer: failed },
      { type: 'summary', summary: { kind: 'question', agreements: ['Dry feet.'], disagreements: [], tally: null } },
    ])!;
    expect(state.drafts).toEqual({});
    expect(state.panel.answers.map((saved) => saved.text)).toEqual(['New.', '']);
    expect(answerCell(state, 'a2', 1, true)).toEqual({ kind: 'saved', answer: failed });
    expect(state.panel.summary).toMatchObject({ agreements: ['Dry feet.'] });
  });

  it('takes the panel of done as it is', () => {
    const done = { ...panel, status: 'done' as const, answers: [answer('a1', 1)] };
    expect(run([{ type: 'started', panel }, { type: 'delta', avatarId: 'a2', round: 1, text: 'x' }, { type: 'done', panel: done }])).toEqual({ panel: done, drafts: {} });
  });
});

describe('followRun', () => {
  it('hands every event on and returns the panel of done', async () => {
    const seen: string[] = [];
    const done = { ...panel, status: 'done' as const };
    const result = await followRun(stream([{ type: 'started', panel }, { type: 'delta', avatarId: 'a1', round: 1, text: 'x' }, { type: 'done', panel: done }]), (event) =>
      seen.push(event.type),
    );
    expect(result).toBe(done);
    expect(seen).toEqual(['started', 'delta', 'done']);
  });

  it("throws the error event's code and message", async () => {
    const failure = followRun(stream([{ type: 'started', panel }, { type: 'error', error: { code: 'RATE_LIMITED', message: 'Too many runs.' } }]), () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many runs.' });
  });

  it('throws when the stream ends without done (a dropped connection)', async () => {
    await expect(followRun(stream([{ type: 'started', panel }]), () => undefined)).rejects.toMatchObject({ code: 'STREAM_ENDED' });
  });
});
