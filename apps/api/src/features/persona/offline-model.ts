import type { BlueprintSectionKey } from '@persona/shared';
import type { ModelCallRecorder, ModelOutcome } from '../../lib/metrics';
import { composeAnswer, type ComposedAnswer } from './compose-answer';
import { composeAssetReview } from './offline-asset-review';
import { composePanelAnswer } from './offline-panel-answer';
import { composePanelReview } from './offline-panel-review';
import type { PersonaAnswer, PersonaModel, PersonaQuestion, ReliedClaims } from './persona-model';
import { PersonaIndex } from './retrieval';

export { composeAnswer, type ComposedAnswer } from './compose-answer';

export interface OfflineModelOptions {
  /** The pause between two streamed words, so the answer is seen being written (0 in tests). Default 10 ms. */
  chunkDelayMs?: number;
  /** Where each answer is recorded, as a call of provider and model `offline` (the app's metrics); absent, nowhere. */
  metrics?: ModelCallRecorder;
}

/** Each persona's index, built once per persona object (a suite run or a panel asks the same persona many times). */
const indexes = new WeakMap<PersonaQuestion['persona'], PersonaIndex>();

function indexOf(persona: PersonaQuestion['persona']): PersonaIndex {
  let index = indexes.get(persona);
  if (!index) {
    index = new PersonaIndex(persona);
    indexes.set(persona, index);
  }
  return index;
}

/** The offline answer to a chat question or a panel's task, deterministic and grounded in the Blueprint. */
export function composeFor({ persona, question, task, history = [] }: Pick<PersonaQuestion, 'persona' | 'question' | 'task'> & Partial<Pick<PersonaQuestion, 'history'>>): ComposedAnswer {
  const index = indexOf(persona);
  switch (task?.kind) {
    case 'panel-answer':
      return composePanelAnswer(persona, question, index);
    case 'panel-review':
      return composePanelReview(persona, question, task.others, index);
    case 'asset-review':
      return composeAssetReview(persona, task.asset, index);
    default:
      return composeAnswer(persona, question, index, { history });
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const abortError = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new DOMException('The answer was stopped.', 'AbortError'));

/** The embedded persona: answers from the Blueprint alone, streamed word by word. */
export function createOfflineModel(options: OfflineModelOptions = {}): PersonaModel {
  const delay = options.chunkDelayMs ?? 10;
  return {
    async answer(question: PersonaQuestion): Promise<PersonaAnswer> {
      const { signal } = question;
      if (signal.aborted) throw abortError(signal);
      const recorded = options.metrics?.start({ provider: 'offline', model: 'offline' });
      const composed = composeFor(question);
      let citations: BlueprintSectionKey[] = [];
      let claims: ReliedClaims = {};
      async function* text(): AsyncGenerator<string> {
        // A reader that stops before the last word stopped the answer.
        let outcome: ModelOutcome = 'stopped';
        try {
          const words = composed.text.match(/\s*\S+/g) ?? [];
          for (const [i, word] of words.entries()) {
            if (signal.aborted) throw abortError(signal);
            if (delay > 0 && i > 0) await sleep(delay, signal);
            yield word;
          }
          citations = composed.citations;
          claims = composed.claims ?? {};
          outcome = 'ok';
        } catch (error) {
          if (!signal.aborted) outcome = 'failed';
          throw error;
        } finally {
          recorded?.end(outcome);
        }
      }
      return { text: text(), citations: () => citations, claims: () => claims };
    },
  };
}
