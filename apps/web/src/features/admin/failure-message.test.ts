import { MESSAGES } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { serverReason } from './failure-message';

describe('serverReason', () => {
  const lastAdmin = 'You are the last site admin: make another user a site admin first.';
  it("gives the API's own explanation, apart from the fixed text", () => {
    expect(serverReason(MESSAGES.usersStatusFailed, new ApiError(409, 'CONFLICT', lastAdmin))).toBe(lastAdmin);
  });
  it('gives nothing for a fallback code, a repeat of the text, or a non-API error', () => {
    expect(serverReason(MESSAGES.usersStatusFailed, new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toBeUndefined();
    expect(serverReason(MESSAGES.usersStatusFailed, new ApiError(409, 'CONFLICT', MESSAGES.usersStatusFailed))).toBeUndefined();
    expect(serverReason(MESSAGES.usersStatusFailed, new Error('network'))).toBeUndefined();
  });
});
