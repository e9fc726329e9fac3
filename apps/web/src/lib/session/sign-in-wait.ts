/** When the sign-in wait says what it waits for, and when it adds that the server is slow (with a way out). */
export const SIGN_IN_WAIT_MS = { named: 2_500, slow: 8_000 } as const;

export type WaitPhase = 'quiet' | 'named' | 'slow';

/** The phase of a wait that has lasted this long: a quick sign-in never flashes a text. */
export const waitPhase = (elapsedMs: number): WaitPhase =>
  elapsedMs >= SIGN_IN_WAIT_MS.slow ? 'slow' : elapsedMs >= SIGN_IN_WAIT_MS.named ? 'named' : 'quiet';
