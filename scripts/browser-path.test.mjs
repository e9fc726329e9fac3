import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceBrowser, bundledChromium, findSystemChromium, resolveBrowser } from './browser-path.mjs';

let root = '';
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A file in a fresh folder, executable or not. */
function file(path, executable = true) {
  root ||= mkdtempSync(join(tmpdir(), 'browser-path-'));
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, '#!/bin/sh\n');
  chmodSync(full, executable ? 0o755 : 0o644);
  return full;
}

const stubBundled = () => ({ executablePath: '/bundled/chromium', env: { FONTCONFIG_FILE: '/bundled/fonts.conf' }, description: 'the bundled one' });
const noBundled = () => {
  throw new Error('the bundled browser must not be unpacked when another is found');
};

describe('the browser the tests drive', () => {
  it('is CHROMIUM_PATH when it names an executable file, before any system Chromium', () => {
    const wanted = file('mine/chrome');
    const system = file('usr/bin/chromium');
    const browser = resolveBrowser({ env: { CHROMIUM_PATH: wanted, PATH: '' }, systemChromiums: [system], bundled: noBundled });
    expect(browser).toEqual({ executablePath: wanted, env: {}, description: `CHROMIUM_PATH ${wanted}` });
  });

  it('is a system Chromium when CHROMIUM_PATH is missing or not executable, and says why', () => {
    const system = file('usr/bin/chromium');
    const notExecutable = file('mine/chrome', false);
    const env = { CHROMIUM_PATH: notExecutable, PATH: '' };
    const browser = resolveBrowser({ env, systemChromiums: ['/nowhere/chromium', system], bundled: noBundled });
    expect(browser.executablePath).toBe(system);
    expect(browser.env).toEqual({});
    expect(browser.description).toBe(`the system Chromium ${system} (CHROMIUM_PATH ${notExecutable} is not an executable file)`);
    expect(resolveBrowser({ env: { PATH: '' }, systemChromiums: [system], bundled: noBundled }).executablePath).toBe(system);
  });

  it('finds the usual names on PATH, in the order of the names, skipping what is not executable', () => {
    const notExecutable = file('first/chromium', false);
    const chrome = file('first/google-chrome');
    const chromiumBrowser = file('second/chromium-browser');
    const PATH = [join(notExecutable, '..'), join(chromiumBrowser, '..')].join(delimiter);
    expect(findSystemChromium({ PATH }, [])).toBe(chromiumBrowser);
    expect(findSystemChromium({ PATH: join(chrome, '..') }, [])).toBe(chrome);
    expect(findSystemChromium({ PATH: '' }, ['/nowhere/chromium'])).toBeNull();
  });

  it('is the bundled Chromium when no other is found', () => {
    const browser = resolveBrowser({ env: { CHROMIUM_PATH: '/nowhere', PATH: '' }, systemChromiums: ['/nowhere/chromium'], bundled: stubBundled });
    expect(browser.executablePath).toBe('/bundled/chromium');
    expect(browser.env).toEqual({ FONTCONFIG_FILE: '/bundled/fonts.conf' });
    expect(browser.description).toBe('the bundled one: no system Chromium found (CHROMIUM_PATH /nowhere is not an executable file)');
  });

  it('is announced once per run: processes started later inherit the mark', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = {};
    announceBrowser(stubBundled(), env);
    announceBrowser(stubBundled(), env);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('browser tests drive the bundled one');
    expect(env).toEqual({ PORTAL_BROWSER_ANNOUNCED: '1' });
  });
});

describe("@sparticuz/chromium's browser", () => {
  it('is unpacked once per package version, then found in place', () => {
    root = mkdtempSync(join(tmpdir(), 'browser-path-'));
    const unpacked = [];
    const unpack = (dir) => {
      unpacked.push(dir);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'chromium'), '');
    };
    const first = bundledChromium(root, unpack);
    const again = bundledChromium(root, unpack);
    expect(unpacked).toHaveLength(1);
    expect(again).toEqual(first);
    expect(first.executablePath).toBe(join(unpacked[0], 'chromium'));
    expect(first.env.FONTCONFIG_FILE).toBe(join(unpacked[0], 'fonts.conf'));
    expect(first.env.LD_LIBRARY_PATH.split(delimiter)[0]).toBe(join(unpacked[0], 'al2023/lib'));
  });

  // The real unpack (about 200 MB, a few seconds): what a machine without a system Chromium runs the browser tests on.
  it('unpacks into a browser that starts with its own libraries and fonts', { timeout: 120_000 }, () => {
    root = mkdtempSync(join(tmpdir(), 'browser-path-'));
    const browser = bundledChromium(root);
    const version = execFileSync(browser.executablePath, ['--version'], { env: { ...process.env, ...browser.env }, encoding: 'utf8' });
    expect(version).toMatch(/^Chromium \d+\./);
    expect(existsSync(join(browser.env.LD_LIBRARY_PATH.split(delimiter)[0], 'libnss3.so'))).toBe(true);
    const fontsConf = readFileSync(browser.env.FONTCONFIG_FILE, 'utf8');
    expect(fontsConf).toContain(`<dir>${join(browser.executablePath, '../fonts/fonts')}</dir>`);
    expect(existsSync(join(browser.executablePath, '../fonts/fonts/Open_Sans/OpenSans-Regular.ttf'))).toBe(true);
    expect(readdirSync(root)).toEqual([basename(join(browser.executablePath, '..'))]); // no half-unpacked folder left
  });
});
