import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = new URL('./chromium-joined-features.sh', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'joined-features-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in browser that prints each argument it was started with on a line of its own. */
const printArgs = join(root, 'print-args');
writeFileSync(printArgs, '#!/bin/sh\nprintf "%s\\n" "$@"\n');
chmodSync(printArgs, 0o755);

const startedWith = (args) => execFileSync(script, args, { env: { ...process.env, PORTAL_CHROMIUM: printArgs }, encoding: 'utf8' }).split('\n').slice(0, -1);

describe('the browser start that joins --disable-features', () => {
  it('passes one --disable-features naming every feature of each, after the other arguments in their order', () => {
    expect(startedWith(['--headless', '--disable-features=A,B', '--user-data-dir=/tmp/a b', '--disable-features=C', 'about:blank'])).toEqual([
      '--headless',
      '--user-data-dir=/tmp/a b',
      'about:blank',
      '--disable-features=A,B,C',
    ]);
  });

  it('passes the arguments unchanged when none disables a feature', () => {
    expect(startedWith(['--headless', '--enable-features=X', ''])).toEqual(['--headless', '--enable-features=X', '']);
  });
});
