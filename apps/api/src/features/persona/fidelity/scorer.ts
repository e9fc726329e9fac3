import type { PersonaContext } from '../persona-model';
import { answerSentences, factTerms, isFactual, nameWords } from './answer-text';
import { blueprintUnits, type BlueprintUnit } from './blueprint-units';
import { supportingUnits, termSets } from './lexical-judge';
import type { SentenceJudge } from './suite-types';

/** An answer as the suite reads it. */
export interface ReadAnswer {
  sentences: string[];
  /** Its sentences that state a fact. */
  factual: string[];
  /** For each factual sentence, whether the judge found the Blueprint supports it. */
  supported: boolean[];
  /** The Blueprint units its sentences rest on (lexically, by index into `units`). */
  units: Set<number>;
  /** Supported factual sentences over factual ones; null when it states no fact. */
  grounding: number | null;
}

/**
 * Reads answers against one persona's Blueprint: which sentences state facts, which the judge finds supported
 * (each answer judged once, in one call), which units they rest on.
 */
export class Scorer {
  readonly units: BlueprintUnit[];
  readonly unitTexts: string[];
  private readonly unitTerms: Set<string>[];
  /** Every content term of the Blueprint (for sentence frames). */
  readonly blueprintTerms: Set<string>;
  readonly names: Set<string>;
  private readonly cache = new Map<string, Promise<ReadAnswer>>();

  constructor(
    readonly persona: PersonaContext,
    readonly judge: SentenceJudge,
    private readonly signal: AbortSignal | undefined,
    otherNames: readonly string[] = [],
  ) {
    this.units = blueprintUnits(persona);
    this.unitTexts = this.units.map((u) => u.text);
    this.unitTerms = termSets(this.unitTexts);
    this.blueprintTerms = new Set(this.unitTerms.flatMap((s) => [...s]));
    this.names = nameWords(persona.avatar.name, ...otherNames);
  }

  /** The units one sentence rests on, lexically (by index). */
  sentenceUnits(sentence: string): number[] {
    const without = factTerms(sentence, this.names).join(' ');
    return without === '' ? [] : supportingUnits(without, this.unitTerms);
  }

  /** An answer read against the Blueprint and the question it answers (echoing the question states no fact). */
  read(asked: { text: string; question: string }): Promise<ReadAnswer> {
    const key = `${asked.question}\u0000${asked.text}`;
    let read = this.cache.get(key);
    if (!read) {
      read = this.judgeAnswer(asked.text, asked.question);
      this.cache.set(key, read);
    }
    return read;
  }

  private async judgeAnswer(text: string, question: string): Promise<ReadAnswer> {
    const sentences = answerSentences(text);
    const factual = sentences.filter((s) => isFactual(s, this.names));
    const context = [...this.unitTexts, `The question asked: ${question}`];
    const supported = await this.judge.supports(factual.map((s) => this.withoutNames(s)), context, this.signal);
    const units = new Set(sentences.flatMap((s) => this.sentenceUnits(s)));
    const grounding = factual.length === 0 ? null : supported.filter(Boolean).length / factual.length;
    return { sentences, factual, supported, units, grounding };
  }

  /** A sentence without the persona's (and the other persona's) name words: a name is no fact to support. */
  private withoutNames(sentence: string): string {
    const names = [...this.names];
    if (names.length === 0) return sentence;
    const pattern = new RegExp(`\\b(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:'s)?\\b`, 'giu');
    return sentence.replace(pattern, '').replace(/\s{2,}/g, ' ').trim();
  }
}
