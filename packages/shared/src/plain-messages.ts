import type { core } from 'zod';
import { MESSAGES } from './messages';

// The words a broken rule is told in, to people and API clients alike, in place of zod's own ("Too big: expected
// string to have <=100 characters"). Zod-free at run time (types only), so the web's entry chunk can install it
// before zod loads. A schema's own message (e.g. the spec's 'Please enter a valid email.') still comes first.

type Issue = core.$ZodRawIssue;

const plural = (count: number | bigint, one: string, many = `${one}s`) => `${count} ${count === 1 || count === 1n ? one : many}`;

const SIZE_NOUNS: Record<string, [string, string?]> = {
  string: ['character'],
  array: ['item'],
  set: ['item'],
  file: ['byte'],
};

const TYPE_NAMES: Record<string, string> = {
  string: 'Must be text.',
  number: 'Must be a number.',
  int: 'Must be a whole number.',
  bigint: 'Must be a whole number.',
  boolean: 'Must be true or false.',
  array: 'Must be a list.',
  object: 'Must be an object.',
  record: 'Must be an object.',
  date: 'Must be a date.',
  file: 'Must be a file.',
  null: 'Must be empty (null).',
};

const FORMAT_NAMES: Record<string, string> = {
  email: MESSAGES.invalidEmail,
  url: 'Must be a web address (URL).',
  uuid: 'Must be a valid id.',
  guid: 'Must be a valid id.',
  datetime: 'Must be a date and time (ISO 8601).',
  date: 'Must be a date (YYYY-MM-DD).',
  time: 'Must be a time (HH:MM:SS).',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const nouns = SIZE_NOUNS[issue.origin];
  const limit = issue.maximum;
  if (nouns) return issue.exact ? `Must be exactly ${plural(limit, ...nouns)}.` : `Must be at most ${plural(limit, ...nouns)}.`;
  if (issue.origin === 'date') return `Must be on or before ${new Date(Number(limit)).toISOString()}.`;
  return issue.inclusive === false ? `Must be less than ${limit}.` : `Must be at most ${limit}.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const nouns = SIZE_NOUNS[issue.origin];
  const limit = issue.minimum;
  if (nouns) {
    if (issue.exact) return `Must be exactly ${plural(limit, ...nouns)}.`;
    if (Number(limit) === 1) return 'Must not be empty.';
    return `Must be at least ${plural(limit, ...nouns)}.`;
  }
  if (issue.origin === 'date') return `Must be on or after ${new Date(Number(limit)).toISOString()}.`;
  return issue.inclusive === false ? `Must be more than ${limit}.` : `Must be at least ${limit}.`;
}

const listed = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');

/** The plain message of a zod issue; undefined leaves zod's own (for an issue kind not written here). */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required.' : (TYPE_NAMES[issue.expected] ?? 'Is not of the expected kind.');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_NAMES[issue.format] ?? (issue.format === 'regex' ? 'Is not in the expected format.' : `Must be a valid ${issue.format}.`);
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${listed(issue.values)}.` : `Must be one of ${listed(issue.values)}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Unknown field: ${issue.keys[0]}.` : `Unknown fields: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return 'Is not one of the accepted forms.';
    case 'invalid_key':
      return 'Has a key that is not valid.';
    case 'invalid_element':
      return 'Has a value that is not valid.';
    case 'custom':
      return 'Is not valid.';
    default:
      return undefined;
  }
}

/**
 * Makes every zod parse in this process use plainMessage: written into the configuration object zod keeps on
 * globalThis (what z.config() writes; zod reads it on every failed parse), so it holds whether zod has loaded
 * yet or not, and for every copy of zod, better-auth's included.
 */
export function installPlainMessages(): void {
  const holder = globalThis as { __zod_globalConfig?: { customError?: (issue: Issue) => string | undefined } };
  (holder.__zod_globalConfig ??= {}).customError = plainMessage;
}
