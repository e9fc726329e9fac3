import type { BlueprintSectionKey, FidelityFigureKey } from '@persona/shared';
import type { ChatTurn, PersonaContext, PersonaTask, ReliedClaims } from '../persona-model';
import type { FidelityOptions } from './suite-types';

/** One answer the suite asked for, whole, with what it cited. */
export interface Asked {
  figure: FidelityFigureKey;
  question: string;
  text: string;
  citations: BlueprintSectionKey[];
  claims: ReliedClaims;
}

const abortError = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The run was stopped.', 'AbortError');

/**
 * A run's asking: each question to the model, its answer read to the end, progress told; every answer of the
 * persona under test is kept for the grounding figure. A model's failure, or the run's signal, rejects.
 */
export class SuiteRun {
  /** The persona's answers, in the order they came. */
  readonly answers: Asked[] = [];
  private done = 0;
  private readonly signal: AbortSignal;

  constructor(
    readonly persona: PersonaContext,
    readonly options: FidelityOptions,
    private readonly total: number,
  ) {
    this.signal = options.signal ?? new AbortController().signal;
  }

  get concurrency(): number {
    return Math.max(1, this.options.concurrency ?? 4);
  }

  /** Asks `persona` (default: the one under test); only the persona under test's answers are kept. */
  async ask(figure: FidelityFigureKey, question: string, history: ChatTurn[] = [], extra: { persona?: PersonaContext; task?: PersonaTask } = {}): Promise<Asked> {
    if (this.signal.aborted) throw abortError(this.signal);
    const persona = extra.persona ?? this.persona;
    const answer = await this.options.model.answer({ persona, question, history, signal: this.signal, ...(extra.task ? { task: extra.task } : {}) });
    let text = '';
    for await (const piece of answer.text) {
      if (this.signal.aborted) throw abortError(this.signal);
      text += piece;
    }
    const asked: Asked = { figure, question, text: text.trim(), citations: answer.citations(), claims: answer.claims?.() ?? {} };
    if (persona === this.persona) this.answers.push(asked);
    this.done += 1;
    this.options.onProgress?.({ done: this.done, total: Math.max(this.total, this.done), figure });
    return asked;
  }

  /** Questions asked one after the other in one thread. */
  async thread(figure: FidelityFigureKey, questions: readonly string[]): Promise<Asked[]> {
    const history: ChatTurn[] = [];
    const out: Asked[] = [];
    for (const question of questions) {
      const asked = await this.ask(figure, question, [...history]);
      history.push({ role: 'user', content: question }, { role: 'assistant', content: asked.text });
      out.push(asked);
    }
    return out;
  }

  /** `work` on each item, at most `concurrency` at once, results in the items' order. */
  async each<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = new Array<R>(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, items.length) }, worker));
    return results;
  }
}
