import { expect, type Page } from '@playwright/test';

/** Below this width a DataTable stacks each row into a card (Tailwind's md), which then must fit without scrolling. */
const STACKED_BELOW = 768;

/**
 * What sticks out sideways on the page as shown now: whether the document is wider than the viewport, and every
 * visible control (button, link, field) whose box is not wholly inside the viewport horizontally, described by
 * its tag and name. A control inside a sideways scroller that itself fits (a row of section links) is reachable by
 * scrolling that row, so it counts as inside. And, on a phone, every table whose stacked rows are wider than its
 * card (a value cut at the card's edge, readable only by scrolling the card sideways), by its name.
 */
export function overflowReport(page: Page): Promise<{ scrollWidth: number; viewport: number; outside: string[]; cutTables: string[] }> {
  return page.evaluate((stackedBelow) => {
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
    const cutTables: string[] = [];
    if (viewport < stackedBelow) {
      for (const table of Array.from(document.querySelectorAll<HTMLElement>('table'))) {
        const card = table.parentElement;
        if (table.getBoundingClientRect().width <= 1 || !card) continue;
        if (card.scrollWidth > card.clientWidth + 0.5) cutTables.push(`"${table.getAttribute('aria-label') ?? ''}" ${card.scrollWidth} in ${card.clientWidth}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, outside, cutTables };
  }, STACKED_BELOW);
}

/** The page is no wider than the viewport and every visible control lies within it (the screen's name in failures). */
export async function expectFitsWidth(page: Page, screen: string): Promise<void> {
  const report = await overflowReport(page);
  expect.soft(report.outside, `${screen}: controls outside the viewport`).toEqual([]);
  expect.soft(report.cutTables, `${screen}: tables wider than their card`).toEqual([]);
  expect.soft(report.scrollWidth, `${screen}: document width`).toBeLessThanOrEqual(report.viewport);
}
