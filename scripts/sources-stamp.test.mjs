import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, markBuilt } from './sources-stamp.mjs';

/** A checkout in miniature: one source of each side and both build outputs. */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'stamp-'));
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('apps/web/src/main.tsx', 'web');
  write('apps/api/src/main.ts', 'api');
  write('packages/shared/src/index.ts', 'shared');
  write('apps/web/dist/index.html', '<html></html>');
  write('apps/api/dist/main.js', '');
  return { root, write };
}

describe('the build mark', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes a build current until a source changes, and outputs do not count as sources', () => {
    const made = checkout();
    root = made.root;
    expect(buildIsCurrent(root)).toBe(false); // never marked
    markBuilt(root);
    expect(buildIsCurrent(root)).toBe(true);
    made.write('apps/web/dist/assets/index.js', 'built'); // what a build writes leaves it current
    expect(buildIsCurrent(root)).toBe(true);
    utimesSync(join(root, 'apps/api/src/main.ts'), new Date(), new Date(Date.now() + 5_000));
    expect(buildIsCurrent(root)).toBe(false);
    markBuilt(root);
    made.write('packages/shared/src/new.ts', 'new');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is not current when an output is missing', () => {
    const made = checkout();
    root = made.root;
    markBuilt(root);
    rmSync(join(root, 'apps/api/dist/main.js'));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
