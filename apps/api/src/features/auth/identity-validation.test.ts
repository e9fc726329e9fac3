import { describe, expect, it } from 'vitest';
import { splitIdentityValidation } from './identity-validation';

describe('splitIdentityValidation', () => {
  it("takes the first rule's words and its field", () => {
    expect(splitIdentityValidation('[body.email] Please enter a valid email.')).toEqual({ message: 'Please enter a valid email.', field: 'body.email' });
    expect(splitIdentityValidation('[body.email] Please enter a valid email.; [body.password] Must not be empty.')).toEqual({
      message: 'Please enter a valid email.',
      field: 'body.email',
    });
    expect(splitIdentityValidation('[body] Must be an object.')).toEqual({ message: 'Must be an object.', field: 'body' });
  });
  it('keeps any other message', () => {
    expect(splitIdentityValidation('Invalid email or password')).toEqual({ message: 'Invalid email or password' });
    expect(splitIdentityValidation('[note] something')).toEqual({ message: '[note] something' });
  });
});
