import { ONBOARDING_STEP_COUNT } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/paths';
import { isComplete, ONBOARDING_STEPS, progressAfter, shownProgress, stepState, stepVideo } from './steps';

const [first, second, third, fourth] = ONBOARDING_STEPS as [
  (typeof ONBOARDING_STEPS)[number],
  (typeof ONBOARDING_STEPS)[number],
  (typeof ONBOARDING_STEPS)[number],
  (typeof ONBOARDING_STEPS)[number],
];

describe('ONBOARDING_STEPS', () => {
  it('lists the four steps in order, with their titles and pages', () => {
    expect(ONBOARDING_STEPS).toHaveLength(ONBOARDING_STEP_COUNT);
    expect(ONBOARDING_STEPS.map(({ number, title, path }) => [number, title, path])).toEqual([
      [1, 'Create a company and a campaign', PATHS.settingsCompanies],
      [2, 'Invite your team', PATHS.settingsTeam],
      [3, 'Order your first Blueprint', PATHS.create],
      [4, 'Open your Avatar Library', PATHS.home],
    ]);
    for (const step of ONBOARDING_STEPS) expect(step.text.length).toBeGreaterThan(0);
  });
});

describe('stepState', () => {
  it('marks the steps done, the next one, and the later ones', () => {
    expect(ONBOARDING_STEPS.map((step) => stepState(step, 0))).toEqual(['next', 'later', 'later', 'later']);
    expect(ONBOARDING_STEPS.map((step) => stepState(step, 2))).toEqual(['done', 'done', 'next', 'later']);
    expect(ONBOARDING_STEPS.map((step) => stepState(step, 4))).toEqual(['done', 'done', 'done', 'done']);
  });
});

describe('progressAfter', () => {
  it('advances by one with the next step', () => {
    expect(progressAfter(first, 0)).toBe(1);
    expect(progressAfter(second, 1)).toBe(2);
    expect(progressAfter(fourth, 3)).toBe(4);
  });

  it('never goes back (a done step) nor skips ahead (a later step)', () => {
    expect(progressAfter(first, 3)).toBe(3);
    expect(progressAfter(third, 1)).toBe(1);
    expect(progressAfter(fourth, 0)).toBe(0);
    expect(progressAfter(fourth, 4)).toBe(4);
  });
});

describe('completion', () => {
  it('is complete at 4', () => {
    expect(isComplete(3)).toBe(false);
    expect(isComplete(4)).toBe(true);
  });

  it('shows every step done for an onboarded account, whatever this browser kept', () => {
    expect(shownProgress(0, true)).toBe(4);
    expect(shownProgress(2, false)).toBe(2);
  });
});

describe('stepVideo', () => {
  const videos = ['https://cdn.example.com/intro.mp4', 'https://www.youtube.com/embed/abc', null, 'http://127.0.0.1:9/x.webm'];

  it('plays a video file in the page’s player and anything else in a frame', () => {
    expect(stepVideo(videos, first)).toEqual({ url: videos[0], kind: 'file' });
    expect(stepVideo(videos, second)).toEqual({ url: videos[1], kind: 'embed' });
    expect(stepVideo(videos, fourth)).toEqual({ url: videos[3], kind: 'file' });
  });

  it('has none for a step without a video, a missing list or an unusable address', () => {
    expect(stepVideo(videos, third)).toBeNull();
    expect(stepVideo(undefined, first)).toBeNull();
    expect(stepVideo([], first)).toBeNull();
    expect(stepVideo(['not a url'], first)).toBeNull();
    expect(stepVideo(['javascript:alert(1)'], first)).toBeNull();
  });
});
