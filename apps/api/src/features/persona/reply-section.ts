import type { BlueprintSectionKey } from '@persona/shared';
import type { ComposedAnswer } from './compose-grounds';
import { passagesOf, type Turn } from './reply-context';

/**
 * A question about one subject of the Blueprint (its worries, what convinces it, its goals…): that section's
 * passages, those not said yet in the thread first; with two sections, the first's then one of the second's.
 */
export function aboutSection(turn: Turn, sections: BlueprintSectionKey[]): ComposedAnswer | undefined {
  const [main, ...rest] = sections;
  const passages = [...passagesOf(turn, [main!]), ...rest.flatMap((s) => passagesOf(turn, [s]).slice(0, 1))].slice(0, turn.maxPassages);
  return passages.length > 0 ? turn.speaker.sayAll(passages) : undefined;
}
