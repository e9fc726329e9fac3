import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { announceBrowser, NO_OMNIBOX_POPUP, resolveBrowser } from './scripts/browser-path.mjs';

// CHROMIUM_PATH, else a system Chromium, else @sparticuz/chromium's: never a download (scripts/browser-path.mjs).
const browser = resolveBrowser();
announceBrowser(browser);

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  NO_OMNIBOX_POPUP,
];
// Chromium keeps only the last --disable-features, so the browser starts through a script that joins ours to Playwright's.
const joinedFeatures = fileURLToPath(new URL('./scripts/chromium-joined-features.sh', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI so a timing hiccup on a loaded machine does not sink a run; Playwright still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Wide margins: the slowest flow takes about 10 s idle, and a loaded machine may take several times that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    headless: true,
    browserName: 'chromium',
    launchOptions: {
      executablePath: joinedFeatures,
      args: chromiumArgs,
      env: { ...process.env, ...browser.env, PORTAL_CHROMIUM: browser.executablePath },
    },
    trace: 'off',
  },
});
