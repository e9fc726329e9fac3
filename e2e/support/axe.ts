import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * axe-core run inside the page. Its source goes in through page.evaluate, not a <script> tag, so the portal's
 * content security policy (which rightly refuses inline and foreign scripts) neither blocks it nor needs loosening.
 */

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let source: Promise<string> | undefined;
const axeSource = () => (source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** The serious and critical findings on the page as it is now, one line a rule: how many nodes, the first's target and what fails there. */
export async function seriousFindings(page: Page): Promise<string[]> {
  // Each new document needs axe again; evaluating it twice in one document is harmless.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => {
      const [first] = nodes;
      const why = (first?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
      return `${impact} ${id} (${help}) on ${nodes.length} node(s), e.g. ${JSON.stringify(first?.target)}: ${why}`;
    });
}
