import { describe, expect, it } from 'vitest';
import { capitalizeWords, emailSchema, isValidEmail } from './validation';

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
