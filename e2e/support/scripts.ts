import { expect, type Page } from '@playwright/test';
import { h1 } from '../fixtures';

/** Every script a page loads until its heading shows; zod's classes keep their names ("$ZodType") in the build. */
export async function scriptsWithZod(page: Page, path: string, heading: string): Promise<string[]> {
  const bodies: Promise<string | null>[] = [];
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.push(response.url());
    bodies.push(response.text().catch(() => null));
  });
  await page.goto(path);
  await expect(h1(page, heading)).toBeVisible();
  const texts = await Promise.all(bodies);
  expect(urls.length).toBeGreaterThan(1);
  return urls.filter((_, i) => texts[i]?.includes('$ZodType'));
}
