import type { Config } from '../../config';
import { createPersonaModel } from './persona';
import type { PersonaModel } from './persona/persona-model';

/**
 * The persona model the configuration asks for: an OpenAI-compatible endpoint when LLM_BASE_URL is set (with
 * LLM_MODEL, required then, and LLM_API_KEY if any), else the offline responder, grounded in the Blueprint.
 */
export const personaModelFor = (config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>): PersonaModel =>
  createPersonaModel(
    config.LLM_BASE_URL
      ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS }
      : { timeoutMs: config.LLM_TIMEOUT_MS },
  );
