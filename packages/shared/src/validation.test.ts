import { describe, expect, it } from 'vitest';
import { emailSchema } from './schemas/email';
import { capitalizeWords, isValidEmail } from './validation';

describe('email rule (spec section 5)', () => {
  it.each(['ann@example.com', 'a.b_c%d+e-f@sub.example.co', 'X1@Y2.ORG'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ann', 'ann@', 'ann@example', 'ann@example.c', 'an n@example.com', 'ann!@example.com'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  // The screens check with isValidEmail (zod-free), the API with emailSchema: both must give the same verdict.
  it.each([
    'ann@example.com',
    ' Ann@Example.COM ',
    'a.b_c%d+e-f@sub.example.co',
    'X1@Y2.ORG',
    'o\'brien@example.com',
    'ann@exa_mple.com',
    'ann@example.c0m',
    'ann@@example.com',
    'ann@.example.com',
    'ann@example..com',
    'ann.@example.com',
    'ann@example.com.',
    'ann@example',
    'ann@example.c',
    'an n@example.com',
    'ann!@example.com',
    'ann@exämple.com',
    '@example.com',
    'ann',
    '',
    '   ',
  ])('isValidEmail and the API schema agree on %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(isValidEmail(email));
  });
  it('lowercases a valid email', () => {
    expect(emailSchema.parse(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('capitalizeWords', () => {
  it('capitalises each word and keeps the rest', () => {
    expect(capitalizeWords('acme corp  spring sale')).toBe('Acme Corp  Spring Sale');
    expect(capitalizeWords('mcDonald')).toBe('McDonald');
    expect(capitalizeWords('')).toBe('');
  });
});
