import { ONBOARDING_STEP_COUNT, videoKind } from '@persona/shared';
import { PATHS } from '../../lib/paths';
import { ONBOARDING_TEXTS as T } from './onboarding-texts';

export interface OnboardingStep {
  /** 1 to 4: finishing it makes the progress at least this number. */
  number: number;
  title: string;
  text: string;
  /** Where its button leads. */
  path: string;
}

/** The four steps of the widget and the /onboarding guide, in order (spec section 9: 4 steps). */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { number: 1, title: T.step1Title, text: T.step1Text, path: PATHS.settingsCompanies },
  { number: 2, title: T.step2Title, text: T.step2Text, path: PATHS.settingsTeam },
  { number: 3, title: T.step3Title, text: T.step3Text, path: PATHS.create },
  { number: 4, title: T.step4Title, text: T.step4Text, path: PATHS.home },
];

/** done: finished; next: the one to do now; later: waits for the steps before it. */
export type StepState = 'done' | 'next' | 'later';

export function stepState(step: OnboardingStep, progress: number): StepState {
  if (step.number <= progress) return 'done';
  return step.number === progress + 1 ? 'next' : 'later';
}

/** The progress once the step's button is pressed: never lower, and only the next step moves it. */
export function progressAfter(step: OnboardingStep, progress: number): number {
  return stepState(step, progress) === 'next' ? step.number : progress;
}

export const isComplete = (progress: number): boolean => progress >= ONBOARDING_STEP_COUNT;

/** The progress screens show: every step done once the account is onboarded (on any browser). */
export const shownProgress = (progress: number, onboarded: boolean): number => (onboarded ? ONBOARDING_STEP_COUNT : progress);

export interface StepVideo {
  url: string;
  /** file: the page's own player; embed: a frame (YouTube, Vimeo, Loom). */
  kind: 'file' | 'embed';
}

/** The step's configured video (publicConfig.onboardingVideos, one per step), or null: then the text only. */
export function stepVideo(videos: readonly (string | null)[] | undefined, step: OnboardingStep): StepVideo | null {
  const url = videos?.[step.number - 1];
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return null;
    return { url, kind: videoKind(url) };
  } catch {
    return null;
  }
}
