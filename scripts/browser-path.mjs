// Which Chromium the browser tests (playwright.config.ts) and the browser benchmarks (bench/) drive: CHROMIUM_PATH
// when it names an executable, else a system Chromium, else the one @sparticuz/chromium ships inside the package,
// so that a machine with nothing but npm runs them too.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium'];
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/**
 * Each window's omnibox popup, which headless Chromium still draws in a renderer of its own that follows every
 * navigation: no one sees it in a test or a benchmark, and on 2 cores it takes CPU from the page (docs/decisions.md).
 * Chromium obeys only the last --disable-features switch: where Playwright adds its own, the browser starts through
 * scripts/chromium-joined-features.sh.
 */
export const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';
const ANNOUNCED = 'PORTAL_BROWSER_ANNOUNCED';

const isExecutableFile = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The first system Chromium: one of `fixedPaths`, else the first of the usual names found on PATH. */
export function findSystemChromium(env = process.env, fixedPaths = SYSTEM_CHROMIUMS) {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const onPath = CHROMIUM_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name)));
  return [...fixedPaths, ...onPath].find(isExecutableFile) ?? null;
}

const packageDir = () => join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '../..');
const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The package's fonts beside the system's: its own fonts.conf names Lambda's /tmp/fonts, and a machine without a
 * fontconfig set-up still gets Open Sans.
 */
const fontsConf = (dir) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${xmlText(join(dir, 'fonts/fonts'))}</dir>
  <cachedir>${xmlText(join(dir, 'fonts-cache'))}</cachedir>
</fontconfig>
`;

/**
 * Unpacks the package's Chromium into `dir` in a child process (its executablePath() is async and unpacks into the
 * temporary folder it reads from TMPDIR), next to `dir` first and renamed into place, so that processes starting
 * together never see a half-unpacked browser. The Lambda runtime name makes it unpack the NSS and expat libraries
 * it links against too, which a bare machine lacks.
 */
function unpackBundled(dir) {
  const staging = `${dir}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const unpack = `const { default: chromium } = await import(${JSON.stringify(import.meta.resolve('@sparticuz/chromium'))}); await chromium.executablePath();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', unpack], {
    env: { ...process.env, TMPDIR: staging, AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`could not unpack @sparticuz/chromium: ${result.stderr || result.error}`);
  }
  writeFileSync(join(staging, 'fonts.conf'), fontsConf(dir));
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, 'chromium'))) throw error; // else another process unpacked it first
  }
}

/** @sparticuz/chromium's browser, unpacked once per package version under `cacheDir`, with what it needs to run. */
export function bundledChromium(cacheDir = join(ROOT, 'node_modules/.cache/sparticuz-chromium'), unpack = unpackBundled) {
  const { version } = JSON.parse(readFileSync(join(packageDir(), 'package.json'), 'utf8'));
  const dir = join(cacheDir, version);
  if (!existsSync(join(dir, 'chromium'))) unpack(dir);
  const libraries = [join(dir, 'al2023/lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(delimiter);
  return {
    executablePath: join(dir, 'chromium'),
    env: { FONTCONFIG_FILE: join(dir, 'fonts.conf'), LD_LIBRARY_PATH: libraries },
    description: `Chromium ${version.split('.')[0]} from @sparticuz/chromium (${join(dir, 'chromium')})`,
  };
}

/**
 * The browser to drive: `executablePath`, the `env` to add to its environment, and a `description` to print.
 * `systemChromiums` and `bundled` stand in for the machine's browsers in the tests.
 */
export function resolveBrowser({ env = process.env, systemChromiums = SYSTEM_CHROMIUMS, bundled = bundledChromium } = {}) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted && isExecutableFile(wanted)) return { executablePath: wanted, env: {}, description: `CHROMIUM_PATH ${wanted}` };
  const unusable = wanted ? ` (CHROMIUM_PATH ${wanted} is not an executable file)` : '';
  const system = findSystemChromium(env, systemChromiums);
  if (system) return { executablePath: system, env: {}, description: `the system Chromium ${system}${unusable}` };
  const browser = bundled();
  return { ...browser, description: `${browser.description}: no system Chromium found${unusable}` };
}

/** Prints which browser is driven, once per run: processes started from this one (Playwright's workers) stay quiet. */
export function announceBrowser(browser, env = process.env) {
  if (env[ANNOUNCED]) return;
  env[ANNOUNCED] = '1';
  console.warn(`browser tests drive ${browser.description}`);
}
