import type { Config } from '../../config';
import type { ModelCallRecorder } from '../../lib/metrics';
import { createOfflineModel } from './offline-model';
import { createOpenAiModel } from './openai-model';
import type { PersonaModel } from './persona-model';

export interface PersonaModelConfig {
  /** An OpenAI-compatible endpoint (…/v1); without it the embedded offline responder answers. */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** The endpoint's time limit (to start answering, and between chunks). */
  timeoutMs: number;
  /** The most characters of one answer from the endpoint (LLM_ANSWER_MAX_CHARS); the offline responder's are short. */
  answerMaxChars?: number;
  /** The offline responder's pause between streamed words (default 10 ms; 0 in tests). */
  chunkDelayMs?: number;
  /** Where each call is recorded (the app's metrics); absent, nowhere. */
  metrics?: ModelCallRecorder;
}

/** The persona model the configuration asks for: OpenAI-compatible when baseUrl is set, else offline. */
export function createPersonaModel(config: PersonaModelConfig): PersonaModel {
  const { metrics } = config;
  if (config.baseUrl?.trim()) {
    return createOpenAiModel({ baseUrl: config.baseUrl.trim(), apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs, answerMaxChars: config.answerMaxChars, metrics });
  }
  return createOfflineModel({ chunkDelayMs: config.chunkDelayMs, metrics });
}

/**
 * The persona model the configuration asks for: an OpenAI-compatible endpoint when LLM_BASE_URL is set (with
 * LLM_MODEL, required then, LLM_API_KEY if any, and LLM_ANSWER_MAX_CHARS), else the offline responder, grounded in the Blueprint.
 */
export const personaModelFor = (
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS' | 'LLM_ANSWER_MAX_CHARS'>,
  { chunkDelayMs, metrics }: Pick<PersonaModelConfig, 'chunkDelayMs' | 'metrics'> = {},
): PersonaModel =>
  createPersonaModel(
    config.LLM_BASE_URL
      ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS, answerMaxChars: config.LLM_ANSWER_MAX_CHARS, metrics }
      : { timeoutMs: config.LLM_TIMEOUT_MS, chunkDelayMs, metrics },
  );
