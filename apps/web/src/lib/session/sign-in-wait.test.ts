import { describe, expect, it } from 'vitest';
import { SIGN_IN_WAIT_MS, waitPhase } from './sign-in-wait';

describe('waitPhase', () => {
  it('stays quiet for a quick sign-in, then names the wait, then says it is slow', () => {
    expect(waitPhase(0)).toBe('quiet');
    expect(waitPhase(SIGN_IN_WAIT_MS.named - 1)).toBe('quiet');
    expect(waitPhase(SIGN_IN_WAIT_MS.named)).toBe('named');
    expect(waitPhase(SIGN_IN_WAIT_MS.slow)).toBe('slow');
  });
});
