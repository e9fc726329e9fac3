import { afterAll, afterEach, beforeEach } from 'vitest';
import { takeUndeclaredErrors } from './undeclared-errors';

/**
 * Errors declared are errors sent: a test fails when a route answered it (or its file's set-up) with an error code
 * the route's declaration does not list (its `errors` in the route table, and what its declaration implies).
 */
function failOnUndeclared(when: string): void {
  const undeclared = takeUndeclaredErrors();
  if (undeclared.length === 0) return;
  const lines = undeclared.map((e) => `  ${e.operationId} answered ${e.code} (${e.status}) to ${e.request}`);
  throw new Error(`${when}, routes answered error codes they do not declare:\n${[...new Set(lines)].join('\n')}`);
}

beforeEach(() => failOnUndeclared("In the file's set-up"));
afterEach(({ task }) => failOnUndeclared(`In "${task.name}"`));
afterAll(() => failOnUndeclared("In the file's clean-up"));
