import type { FidelityFigureKey } from '@persona/shared';
import type { PersonaContext, PersonaModel } from '../persona-model';

/** How far a run is: answers asked so far of the total, and the figure they are for. */
export interface FidelityProgress {
  done: number;
  total: number;
  figure: FidelityFigureKey;
}

/**
 * Decides whether a sentence of a persona's answer is supported by some of the given Blueprint units (its
 * sentences, claims, the quotes of the research behind them, the avatar's facts): the deterministic lexical
 * entailment check, or a judge model (EVAL_JUDGE_MODEL).
 */
export interface SentenceJudge {
  /** 'lexical', or the judge model's name. */
  readonly name: string;
  /** For each sentence, whether the units support it. */
  supports(sentences: readonly string[], units: readonly string[], signal?: AbortSignal): Promise<boolean[]>;
}

export interface FidelityOptions {
  /** The persona driver to measure (the offline persona, or an OpenAI-compatible model). */
  model: PersonaModel;
  /** Personas with other Blueprints to sit on the panel with it (none: the panel figure is not measured). */
  panel?: readonly PersonaContext[];
  /** Default: the lexical check. */
  judge?: SentenceJudge;
  signal?: AbortSignal;
  onProgress?: (progress: FidelityProgress) => void;
  /** Answers asked at once where their order does not matter (fresh threads); default 4. */
  concurrency?: number;
}
