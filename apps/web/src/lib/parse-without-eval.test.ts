import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWithoutEval } from './parse-without-eval';

describe('parseWithoutEval', () => {
  afterEach(() => {
    z.config({ jitless: false });
    vi.restoreAllMocks();
  });

  it('turns on the zod setting for strict CSPs, so no parse ever calls Function', () => {
    parseWithoutEval();
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Ada', age: 38 })).toEqual({ name: 'Ada', age: 38 });
    expect(probe).not.toHaveBeenCalled();
  });
});
