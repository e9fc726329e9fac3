import type { Registry } from 'prom-client';
import type { PromClient } from './prom-client';

/** How a model call ended: answered, failed (an error or an empty answer), past its time limit, or stopped by the caller. */
export type ModelOutcome = 'ok' | 'failed' | 'timeout' | 'stopped';

export interface ModelCallLabels {
  /** The endpoint's host, or `offline` for the embedded persona. */
  provider: string;
  model: string;
}

/** What an OpenAI-compatible endpoint reports it used (its `usage`), when it does. */
export interface ModelUsage {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
}

export interface ModelCallTimer {
  tokens(usage: ModelUsage): void;
  /** Records the call with its outcome and time; once (later calls do nothing). */
  end(outcome: ModelOutcome): void;
}

/** Where the model drivers record their calls (features/persona); absent, they record nothing (a command's run). */
export interface ModelCallRecorder {
  start(labels: ModelCallLabels): ModelCallTimer;
}

/** A first word takes a second or so; a whole Blueprint draft may take minutes. */
const BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];

export function modelCallMetrics(prom: PromClient, registry: Registry): ModelCallRecorder {
  const calls = new prom.Counter<'provider' | 'model' | 'outcome'>({
    name: 'portal_model_calls_total',
    help: 'Calls to a language model (and answers of the offline persona), by provider, model and outcome: ok, failed, timeout, stopped.',
    labelNames: ['provider', 'model', 'outcome'],
    registers: [registry],
  });
  const durations = new prom.Histogram<'provider' | 'model' | 'outcome'>({
    name: 'portal_model_call_duration_seconds',
    help: 'Time of a model call, from asking to its last word (or its failure), by provider, model and outcome.',
    labelNames: ['provider', 'model', 'outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const tokens = new prom.Counter<'provider' | 'model' | 'kind'>({
    name: 'portal_model_tokens_total',
    help: 'Tokens the provider reported using, by kind: prompt or completion (providers that report none add nothing).',
    labelNames: ['provider', 'model', 'kind'],
    registers: [registry],
  });
  return {
    start(labels) {
      const started = performance.now();
      let ended = false;
      return {
        tokens(usage) {
          if (usage.prompt_tokens) tokens.inc({ ...labels, kind: 'prompt' }, usage.prompt_tokens);
          if (usage.completion_tokens) tokens.inc({ ...labels, kind: 'completion' }, usage.completion_tokens);
        },
        end(outcome) {
          if (ended) return;
          ended = true;
          calls.inc({ ...labels, outcome });
          durations.observe({ ...labels, outcome }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
