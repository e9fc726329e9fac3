import { FIDELITY_MESSAGES, MESSAGES } from '@persona/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { UserFacingError } from '../../lib/error-message';
import { runFailure } from './run-failure';

describe('runFailure', () => {
  it('says the hourly limit for a 429 and a run under way for a 409, whatever the server wrote', () => {
    expect(runFailure(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toBe(FIDELITY_MESSAGES.limited);
    expect(runFailure(new ApiError(409, 'CONFLICT', 'Conflict.'))).toBe(FIDELITY_MESSAGES.running);
  });

  it("gives a stream's error event, a refused draft and the form's own check in their own words", () => {
    expect(runFailure(new ApiError(200, 'MODEL_FAILED', 'The model at llm.example could not answer.'))).toBe('The model at llm.example could not answer.');
    expect(runFailure(new ApiError(422, 'UNPROCESSABLE', FIDELITY_MESSAGES.nothingToMeasure))).toBe(FIDELITY_MESSAGES.nothingToMeasure);
    expect(runFailure(new UserFacingError('Age must be a number.'))).toBe('Age must be a number.');
  });

  it('gives the generic message for anything else', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runFailure(new TypeError('fetch failed'))).toBe(MESSAGES.requestFailed);
    log.mockRestore();
  });
});
