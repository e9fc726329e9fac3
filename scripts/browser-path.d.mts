/** A Chromium to drive, as scripts/browser-path.mjs resolves it. */
export interface Browser {
  executablePath: string;
  /** Variables to add to the browser's environment (the bundled browser's fonts and libraries). */
  env: Record<string, string>;
  description: string;
}

export const SYSTEM_CHROMIUMS: string[];
export const CHROMIUM_NAMES: string[];
export const NO_OMNIBOX_POPUP: string;
export function findSystemChromium(env?: NodeJS.ProcessEnv, fixedPaths?: string[]): string | null;
export function bundledChromium(cacheDir?: string, unpack?: (dir: string) => void): Browser;
export function resolveBrowser(options?: { env?: NodeJS.ProcessEnv; systemChromiums?: string[]; bundled?: () => Browser }): Browser;
export function announceBrowser(browser: Browser, env?: NodeJS.ProcessEnv): void;
