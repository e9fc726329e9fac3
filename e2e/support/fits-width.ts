import { expect, type Page } from '@playwright/test';

/**
 * What sticks out sideways on the page as shown now: whether the document is wider than the viewport, and every
 * visible control (button, link, field) whose box is not wholly inside the viewport horizontally, described by
 * its tag and name. A control inside a sideways scroller that itself fits (a row of section links) is reachable by
 * scrolling that row, so it counts as inside.
 */
export function overflowReport(page: Page): Promise<{ scrollWidth: number; viewport: number; outside: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const outside: string[] = [];
    const inFittingScroller = (element: HTMLElement): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth) {
          const box = parent.getBoundingClientRect();
          return box.left >= -0.5 && box.right <= viewport + 0.5;
        }
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]'))) {
      const box = element.getBoundingClientRect();
      // Screen-reader-only text and collapsed elements take no room on screen.
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue;
      if ((box.left < -0.5 || box.right > viewport + 0.5) && !inFittingScroller(element)) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        outside.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, outside };
  });
}

/** The page is no wider than the viewport and every visible control lies within it (the screen's name in failures). */
export async function expectFitsWidth(page: Page, screen: string): Promise<void> {
  const report = await overflowReport(page);
  expect.soft(report.outside, `${screen}: controls outside the viewport`).toEqual([]);
  expect.soft(report.scrollWidth, `${screen}: document width`).toBeLessThanOrEqual(report.viewport);
}
