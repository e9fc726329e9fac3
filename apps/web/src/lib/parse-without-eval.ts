/**
 * Makes zod parse without compiling its parsers through `new Function`. On its first object parse zod probes
 * whether it may (`Function('')`), and under the portal's content security policy (no 'unsafe-eval') that probe
 * is blocked and reported as a violation. `jitless` is zod's setting for strict CSPs; it is written here into the
 * configuration object zod keeps on globalThis (what `z.config()` writes, read by zod when it loads), so that the
 * entry chunk stays free of zod, which loads only with the screens that check a schema. e2e/hostile-content.spec.ts
 * fails on any CSP report, so a zod that stopped reading it would be seen.
 */
export function parseWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
}
