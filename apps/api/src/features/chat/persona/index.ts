import { createOfflineModel } from './offline-model';
import { createOpenAiModel } from './openai-model';
import type { PersonaModel } from './persona-model';

export type { ChatTurn, PersonaAnswer, PersonaContext, PersonaModel, PersonaQuestion, PersonaTask } from './persona-model';
export { AnswerStopped, collectAnswer, MODEL_FAILED_TEXT, MODEL_TIMEOUT_TEXT, unlessAborted, type AnswerDeps, type AnswerRequest } from './collect-answer';
export { ASSET_LABELS, READ_TO_THE_END, STANCE_OPENERS, assetLines, formatAssetReaction, parseAssetReaction, parseStance } from './panel-formats';
export { buildSystemPrompt } from './system-prompt';
export { cutText, historyWindow, type HistoryMessage } from './input-bounds';
export { SOURCES_MARKER, SourcesMarkerFilter, parseSourceKeys } from './sources-marker';
export { composeAnswer, createOfflineModel, type OfflineModelOptions } from './offline-model';
export { modelCall, modelClient, type ModelEndpoint } from './model-call';
export { createOpenAiModel, DEFAULT_OPENAI_MODEL, type OpenAiModelConfig } from './openai-model';

export interface PersonaModelConfig {
  /** An OpenAI-compatible endpoint (…/v1); without it the embedded offline responder answers. */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** The endpoint's time limit (to start answering, and between chunks). */
  timeoutMs: number;
  /** The offline responder's pause between streamed words (default 10 ms; 0 in tests). */
  chunkDelayMs?: number;
}

/** The persona model the configuration asks for: OpenAI-compatible when baseUrl is set, else offline. */
export function createPersonaModel(config: PersonaModelConfig): PersonaModel {
  if (config.baseUrl?.trim()) {
    return createOpenAiModel({ baseUrl: config.baseUrl.trim(), apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs });
  }
  return createOfflineModel({ chunkDelayMs: config.chunkDelayMs });
}
