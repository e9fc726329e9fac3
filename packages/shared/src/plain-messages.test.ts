import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { installPlainMessages } from './plain-messages';
import { emailSchema } from './schemas/email';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => issue.message).join(' | ');
};

describe('plain validation messages', () => {
  beforeAll(() => installPlainMessages());

  it('tells lengths and sizes in words', () => {
    expect(messageOf(z.string().max(100), 'x'.repeat(150))).toBe('Must be at most 100 characters.');
    expect(messageOf(z.string().min(8), 'short')).toBe('Must be at least 8 characters.');
    expect(messageOf(z.string().min(1), '')).toBe('Must not be empty.');
    expect(messageOf(z.string().length(2), 'abc')).toBe('Must be exactly 2 characters.');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Must be at most 1 item.');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Must be at least 2 items.');
    expect(messageOf(z.number().max(10), 11)).toBe('Must be at most 10.');
    expect(messageOf(z.number().positive(), 0)).toBe('Must be more than 0.');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Must be a multiple of 5.');
  });

  it('names the kind of value expected', () => {
    expect(messageOf(z.boolean(), 'yes')).toBe('Must be true or false.');
    expect(messageOf(z.string(), 3)).toBe('Must be text.');
    expect(messageOf(z.number(), 'three')).toBe('Must be a number.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Must be a whole number.');
    expect(messageOf(z.object({ a: z.string() }), { })).toBe('Required.');
    expect(messageOf(z.array(z.string()), 'a')).toBe('Must be a list.');
  });

  it('tells formats, choices and unknown fields', () => {
    expect(messageOf(z.email(), 'not-an-email')).toBe(MESSAGES.invalidEmail);
    expect(messageOf(z.uuid(), 'abc')).toBe('Must be a valid id.');
    expect(messageOf(z.enum(['light', 'dark']), 'blue')).toBe("Must be one of 'light', 'dark'.");
    expect(messageOf(z.literal(true), false)).toBe('Must be true.');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Unknown field: b.');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('Is not in the expected format.');
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(emailSchema, 'a%b@example.com')).toBe(MESSAGES.invalidEmail);
    expect(messageOf(z.string().min(1, 'Please type a name.'), '')).toBe('Please type a name.');
  });
});
