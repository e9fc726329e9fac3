import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from './schemas/email';
import { capitalizeWords, isValidEmail } from './validation';

/** The spec's format (section 5) as written. */
const SPEC_FORMAT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

describe('email rule (spec section 5)', () => {
  it.each(['ann@example.com', 'a.b_c+d-e-f@sub.example.co', 'X1@Y2.ORG'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ann', 'ann@', 'ann@example', 'ann@example.c', 'an n@example.com', 'ann!@example.com', 'a%b@example.com'])(
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
  // better-auth checks sign-up, reset and sign-in-link emails with z.email(): an email the portal takes must pass it
  // (else sign-up answers '[body.email] Invalid email address'), and the spec's format too.
  it.each([
    'ann@example.com',
    'a%b@example.com',
    '%@example.com',
    'ann.@example.com',
    '.ann@example.com',
    'a..b@example.com',
    'a.b.c@example.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@sub.example.co.uk',
    "o'brien@example.com",
    'a+tag@example.com',
    '_@example.com',
    '-@example.com',
    'ann@.example.com',
    'ann@example..com',
    'ANN@EXAMPLE.COM',
  ])('the portal takes %j exactly when both the spec and better-auth do', (email) => {
    expect(isValidEmail(email)).toBe(SPEC_FORMAT.test(email) && z.email().safeParse(email).success);
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
  it('keeps words already in capitals and mixed case', () => {
    expect(capitalizeWords('CFO')).toBe('CFO');
    expect(capitalizeWords('B2B saas CFO')).toBe('B2B Saas CFO');
    expect(capitalizeWords('iPhone team')).toBe('IPhone Team');
    expect(capitalizeWords('DevOps lead')).toBe('DevOps Lead');
  });
  it('keeps small words as typed except as the first word', () => {
    expect(capitalizeWords('head of sales')).toBe('Head of Sales');
    expect(capitalizeWords('Head Of Sales')).toBe('Head Of Sales');
    expect(capitalizeWords('the bank of england and wales')).toBe('The Bank of England and Wales');
    expect(capitalizeWords('ludwig van beethoven')).toBe('Ludwig van Beethoven');
    expect(capitalizeWords('  of mice')).toBe('  Of Mice');
    expect(capitalizeWords('vp for growth, a b2b team')).toBe('Vp for Growth, a B2b Team');
  });
  it('capitalises letters beyond ASCII', () => {
    expect(capitalizeWords('émile zola')).toBe('Émile Zola');
  });
});
