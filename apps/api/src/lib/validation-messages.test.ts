import { AVATAR_NAME_MAX_LENGTH, endpoints, MESSAGES, nameTooLong } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../test/app-with-callers';
import { uniqueEmail } from '../test/auth-helpers';
import { call } from '../test/call';

const ctx = appWithCallers();

/** A 400's one error body: its message as people and API clients read it, and the field apart from it. */
const refusal = async (answer: Promise<{ statusCode: number; json: () => { error: { code: string; message: string; field?: string } } }>) => {
  const response = await answer;
  expect(response.statusCode).toBe(400);
  return response.json().error;
};

describe('a broken rule is told in plain words', () => {
  it('a value over its limit', async () => {
    const token = ctx.callers.member.token;
    const longId = await refusal(call(ctx.t.app, endpoints.renameAvatar, { params: { id: 'x'.repeat(150) }, body: { name: 'Rita' }, token }));
    expect(longId).toEqual({ code: 'BAD_REQUEST', message: 'Must be at most 100 characters.', field: 'params.id' });
    const longName = await refusal(call(ctx.t.app, endpoints.renameAvatar, { params: { id: 'any-avatar' }, body: { name: 'x'.repeat(150) }, token }));
    expect(longName).toEqual({ code: 'BAD_REQUEST', message: nameTooLong(AVATAR_NAME_MAX_LENGTH), field: 'body.name' });
  });

  it('a value of the wrong kind', async () => {
    const params = { id: ctx.callers.member.account.id };
    const error = await refusal(call(ctx.t.app, endpoints.setAccountStatus, { params, body: { isActive: 'yes' }, token: ctx.callers.admin.token }));
    expect(error).toEqual({ code: 'BAD_REQUEST', message: 'Must be true or false.', field: 'body.isActive' });
    const missing = await refusal(call(ctx.t.app, endpoints.setAccountStatus, { params, body: {}, token: ctx.callers.admin.token }));
    expect(missing.message).toBe('Required.');
  });

  it("an email the spec's format allows but the identity layer refuses gets the spec's text, not better-auth's", async () => {
    const email = uniqueEmail('per%cent');
    const error = await refusal(call(ctx.t.app, endpoints.signUpWithEmail, { body: { email, password: 'password-123', name: 'Per', lastname: 'Cent' } }));
    expect(error).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.invalidEmail, field: 'body.email' });
  });
});
