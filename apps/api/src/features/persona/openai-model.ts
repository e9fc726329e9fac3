import type { BlueprintSectionKey } from '@persona/shared';
import { reliedClaims } from './claim-match';
import { keptPart } from './input-bounds';
import type { CompletionChunk } from './completion-stream';
import { modelCall, type ModelEndpoint } from './model-call';
import { buildMessages, groundingText } from './openai-messages';
import type { PersonaAnswer, PersonaModel, PersonaQuestion, ReliedClaims } from './persona-model';
import { PersonaIndex } from './retrieval';
import { SourcesMarkerFilter } from './sources-marker';

export interface OpenAiModelConfig extends ModelEndpoint {
  model?: string;
  /** LLM_ANSWER_MAX_CHARS: the most characters of one answer; the model is stopped there and the answer ends with '…'. */
  answerMaxChars?: number;
}

/** What ends an answer cut at its length cap. */
export const CUT_ANSWER_END = '…';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/**
 * A PersonaModel over any OpenAI-compatible chat-completions endpoint: the role lock and the Blueprint as the
 * system message (and a panel task's format as a second one), the thread, then the question; the answer is
 * streamed as it comes, with its closing `Sources:` line held back and turned into citations; for a
 * version-2 Blueprint, the claims of the cited sections the answer's words match (claim-match.ts). An answer that
 * reaches `answerMaxChars` is cut there (a model that runs on, by fault or by a prompt that makes it, is stopped and
 * its connection closed), ends with '…', and cites what its words are about.
 */
export function createOpenAiModel(config: OpenAiModelConfig): PersonaModel {
  const model = config.model || DEFAULT_OPENAI_MODEL;
  const maxChars = config.answerMaxChars ?? Infinity;

  return {
    async answer(question: PersonaQuestion): Promise<PersonaAnswer> {
      const { persona, signal } = question;
      const call = modelCall(config, model, signal);
      const messages = buildMessages(question);

      call.arm();
      let stream: AsyncIterable<CompletionChunk>;
      try {
        stream = await call.stream({ messages });
      } catch (err) {
        // Classified before the release, which records the call with its outcome.
        const error = call.classify(err);
        call.release();
        throw error;
      }

      let citations: BlueprintSectionKey[] = [];
      let claims: ReliedClaims = {};
      async function* text(): AsyncGenerator<string> {
        const filter = new SourcesMarkerFilter();
        let wrote = false;
        let said = '';
        let cut = false;
        try {
          call.arm();
          for await (const chunk of stream) {
            call.arm();
            call.count(chunk);
            const delta = chunk.choices?.[0]?.delta?.content;
            if (!delta) continue;
            let out = filter.push(delta);
            // The ellipsis fits within the cap; leaving the loop closes the stream (and the connection).
            cut = said.length + out.length >= maxChars;
            if (cut) out = `${keptPart(out, maxChars - said.length - CUT_ANSWER_END.length).trimEnd()}${CUT_ANSWER_END}`;
            if (out) {
              wrote = wrote || /\S/.test(out);
              said += out;
              yield out;
            }
            if (cut) break;
          }
          call.throwIfAborted();
          const end = cut ? { text: '', keys: [] } : filter.end();
          if (end.text) {
            wrote = wrote || /\S/.test(end.text);
            said += end.text;
            yield end.text;
          }
          if (!wrote) throw call.emptyAnswer();
          const valid = end.keys.filter((key) => persona.sections.some((s) => s.key === key));
          citations = valid.length > 0 ? valid : new PersonaIndex(persona).bestSections(groundingText(question));
          claims = reliedClaims(persona, citations, said);
        } catch (err) {
          throw call.classify(err);
        } finally {
          // Also when the reader stopped early: the connection is closed.
          call.release();
        }
      }

      return { text: text(), citations: () => citations, claims: () => claims };
    },
  };
}
