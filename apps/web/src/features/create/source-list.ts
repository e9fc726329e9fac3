import { SOURCE_EXTENSIONS, SOURCE_FILE_MESSAGES, sourceFileProblem, SOURCES_PER_ORDER_MAX, type OrderSource } from '@persona/shared';

/** The file input's accept list: the kinds a source file may be. */
export const SOURCE_ACCEPT = SOURCE_EXTENSIONS.join(',');

/** What the customer gave for one source: a file, or pasted text with its label. */
export type SourceInput = { kind: 'file'; file: File } | { kind: 'text'; label: string; text: string };

/**
 * One source of step 3, by the list's own key: being read (uploaded, parsed on the server), ready with what the
 * server made of it, or failed with the words to show beside it. A failed upload keeps its input, so it can be
 * sent again (retryable); a file refused here by its type or size cannot (it would be refused again).
 */
export type SourceItem = { key: number; name: string; input: SourceInput } & (
  | { state: 'reading' }
  | { state: 'ready'; source: OrderSource }
  | { state: 'failed'; error: string; retryable: boolean }
);

export type SourceAction =
  | { type: 'added'; key: number; input: SourceInput }
  | { type: 'read'; key: number; source: OrderSource }
  | { type: 'failed'; key: number; error: string }
  | { type: 'retry'; key: number }
  | { type: 'removed'; key: number };

const nameOf = (input: SourceInput) => (input.kind === 'file' ? input.file.name : input.label.trim());

/** The sources that may still go with the order: read, being read, or failed on the way (to be retried). */
const kept = (items: readonly SourceItem[]) => items.filter((item) => item.state !== 'failed' || item.retryable).length;

/**
 * Why this input is refused before any upload, or null: a file's type or size (the server's words), or a list
 * that already holds as many sources as an order may carry.
 */
export function inputProblem(items: readonly SourceItem[], input: SourceInput): string | null {
  if (kept(items) >= SOURCES_PER_ORDER_MAX) return SOURCE_FILE_MESSAGES.tooMany;
  return input.kind === 'file' ? sourceFileProblem(input.file) : null;
}

export function sourceListReducer(items: readonly SourceItem[], action: SourceAction): SourceItem[] {
  switch (action.type) {
    case 'added': {
      const problem = inputProblem(items, action.input);
      const base = { key: action.key, name: nameOf(action.input), input: action.input };
      return [...items, problem ? { ...base, state: 'failed', error: problem, retryable: false } : { ...base, state: 'reading' }];
    }
    case 'read':
      // An answer for a source removed meanwhile (or already settled) changes nothing.
      return items.map((item) => (item.key === action.key && item.state === 'reading' ? { key: item.key, name: item.name, input: item.input, state: 'ready', source: action.source } : item));
    case 'failed':
      return items.map((item) =>
        item.key === action.key && item.state === 'reading' ? { key: item.key, name: item.name, input: item.input, state: 'failed', error: action.error, retryable: true } : item,
      );
    case 'retry':
      return items.map((item) => (item.key === action.key && item.state === 'failed' && item.retryable ? { key: item.key, name: item.name, input: item.input, state: 'reading' } : item));
    case 'removed':
      return items.filter((item) => item.key !== action.key);
  }
}

const readySources = (items: readonly SourceItem[]) => items.flatMap((item) => (item.state === 'ready' ? [item.source] : []));

/** The ids the order carries (data.sources): the ready sources, in the list's order. */
export const orderSourceIds = (items: readonly SourceItem[]): string[] => readySources(items).map(({ id }) => id);

/** The spec's single attachment (data.attachment): the first ready file source's stored key, or ''. */
export const firstFileKey = (items: readonly SourceItem[]): string => readySources(items).find(({ kind }) => kind === 'file')?.key ?? '';

/** No source is still being read or waits for a retry or a removal: the order may go with the list as it is. */
export const sourcesSettled = (items: readonly SourceItem[]): boolean => items.every(({ state }) => state === 'ready');
