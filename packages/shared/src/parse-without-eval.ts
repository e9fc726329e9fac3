import { z } from 'zod';

/**
 * Makes zod parse without compiling parsers through `new Function`. Its first object parse probes whether it may
 * (`Function('')`), and under the web app's content security policy (no 'unsafe-eval') that probe is blocked and
 * reported as a violation on every page. The server keeps the compiled parsers.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
