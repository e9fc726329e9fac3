import type { Panel, PanelAnswer, PanelStreamEvent } from '@persona/shared';
import { followStream } from '../../lib/follow-stream';

export type PanelRound = PanelAnswer['round'];

/** A run as the screen draws it: the panel as last known, and the text streamed of answers not saved yet. */
export interface RunState {
  panel: Panel;
  /** By draftKey(avatarId, round): what the avatar has written so far in that round. */
  drafts: Record<string, string>;
}

export const draftKey = (avatarId: string, round: PanelRound) => `${avatarId}:${round}`;

type RunEvent = Exclude<PanelStreamEvent, { type: 'error' }>;

/** The same avatar's answer in the same round replaces the one before (a re-run). */
const withAnswer = (answers: readonly PanelAnswer[], answer: PanelAnswer) => [
  ...answers.filter((old) => old.avatarId !== answer.avatarId || old.round !== answer.round),
  answer,
];

const withoutDraft = (drafts: Record<string, string>, key: string) => {
  const { [key]: _dropped, ...rest } = drafts;
  return rest;
};

/**
 * One event of the run applied: `started` and `done` bring the whole panel; `delta` grows a draft; `answer`
 * saves one avatar's round (its draft goes); `summary` saves the summary. Before `started`, only it counts.
 */
export function applyRunEvent(state: RunState | null, event: RunEvent): RunState | null {
  if (event.type === 'started' || event.type === 'done') return { panel: event.panel, drafts: {} };
  if (!state) return state;
  switch (event.type) {
    case 'delta': {
      const key = draftKey(event.avatarId, event.round);
      return { ...state, drafts: { ...state.drafts, [key]: (state.drafts[key] ?? '') + event.text } };
    }
    case 'answer':
      return {
        panel: { ...state.panel, answers: withAnswer(state.panel.answers, event.answer) },
        drafts: withoutDraft(state.drafts, draftKey(event.answer.avatarId, event.answer.round)),
      };
    case 'summary':
      return { ...state, panel: { ...state.panel, summary: event.summary } };
  }
}

/** What one avatar's round shows: its saved answer, the text streaming in, a wait while it runs, or nothing. */
export type AnswerCell =
  | { kind: 'saved'; answer: PanelAnswer }
  | { kind: 'writing'; text: string }
  | { kind: 'waiting' }
  | { kind: 'empty' };

export function answerCell(state: RunState, avatarId: string, round: PanelRound, running: boolean): AnswerCell {
  const draft = state.drafts[draftKey(avatarId, round)];
  if (draft !== undefined) return { kind: 'writing', text: draft };
  const answer = state.panel.answers.find((saved) => saved.avatarId === avatarId && saved.round === round);
  if (answer) return { kind: 'saved', answer };
  return running ? { kind: 'waiting' } : { kind: 'empty' };
}

/**
 * Follows a run's events to its end (followStream): each one is handed to `apply`; the `done` panel is returned. An
 * `error` event throws its ApiError (the server's code and message); a stream that ends without `done` throws
 * STREAM_ENDED.
 */
export const followRun = async (events: AsyncIterable<PanelStreamEvent>, apply: (event: RunEvent) => void): Promise<Panel> =>
  (await followStream(events, 'done', apply)).panel;
