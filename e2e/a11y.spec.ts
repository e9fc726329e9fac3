import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { seriousFindings } from './support/axe';
import { allScreens, openScreen, rolePage, SCREEN_ROLES, screenFixtures, type ScreenFixtures } from './support/screens';

/**
 * axe-core on every route of the router, in both themes, for each role that sees it, and on the states a route
 * does not reach by itself (a confirmation dialog, the collapsed sidebar, the onboarding guide open): no serious or
 * critical finding. One page per role and theme walks all its screens, so it costs one sign-in, not one a screen.
 */

const test = base.extend<object, ScreenFixtures>(screenFixtures);


/** Runs axe on the page as it is and adds what it finds under this name. */
async function scan(page: Page, name: string, findings: string[]): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  // Mid-transition colours (a dialog fading in) are not what anyone reads: wait for the finite animations to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  for (const finding of await seriousFindings(page)) findings.push(`${name}: ${finding}`);
}

/** The member's states beyond the routes: the sidebar collapsed, the onboarding guide open, a 'Danger zone' dialog. */
async function scanStates(page: Page, theme: string, findings: string[]): Promise<void> {
  await page.goto('/settings/companies');
  await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await scan(page, `collapsed sidebar [${theme}]`, findings);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();

  const guide = page.getByRole('complementary', { name: 'Onboarding' }).getByRole('button', { name: /^Getting started\b/ });
  await guide.click();
  await expect(guide).toHaveAttribute('aria-expanded', 'true');
  await scan(page, `onboarding guide open [${theme}]`, findings);
  await guide.click();

  await page.getByRole('button', { name: /^Delete / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await scan(page, `Danger zone dialog [${theme}]`, findings);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';
  for (const role of SCREEN_ROLES) {
    test(`every ${role} screen in the ${theme} theme has no serious or critical axe finding`, async ({ browser, screenData }) => {
      test.setTimeout(240_000);
      const page = await rolePage(browser, screenData, role, { dark });
      const findings: string[] = [];
      for (const screen of allScreens(screenData).filter((s) => s.role === role)) {
        await openScreen(page, screen);
        await scan(page, `${screen.name} [${theme}]`, findings);
      }
      if (role === 'member') await scanStates(page, theme, findings);
      await page.context().close();
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
