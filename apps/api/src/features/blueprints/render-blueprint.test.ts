import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { V1_PAGE_INPUTS } from './fixtures/v1-document';
import { V2_DOCUMENT } from './fixtures/v2-document';
import { BLUEPRINT_LAYOUT_MESSAGE } from '@persona/shared';
import { BLUEPRINT_LAYOUT_SCRIPT, BLUEPRINT_LAYOUT_SCRIPT_SOURCE } from './layout-script';
import { BLUEPRINT_PAGE_CSP, markdownToSafeHtml, renderBlueprintPage, withoutLayoutScript } from './render-blueprint';

describe('Blueprint page', () => {
  it('renders Markdown and removes scripts, handlers and javascript: links', async () => {
    const html = await markdownToSafeHtml('**Bold** <script>alert(1)</script> <img src="x" onerror="alert(2)"> [x](javascript:alert(3)) <iframe src="https://evil"></iframe>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toMatch(/script|onerror|javascript:|iframe/i);
  });

  it('keeps each section under its key and escapes the title', async () => {
    const page = await renderBlueprintPage(
      { name: 'Rita <b>', company: 'Acme', campaign: 'Spring' },
      { version: 1, sections: [{ key: 'goals', title: 'Goals and jobs to be done', markdown: '- Ship faster' }] },
    );
    expect(page).toContain('<section id="goals"><h2>Goals and jobs to be done</h2>');
    expect(page).toContain('<li>Ship faster</li>');
    expect(page).toContain('Rita &#60;b&#62;');
  });

  it('shows the names capitalised as the portal does, in the document title too', async () => {
    const page = await renderBlueprintPage({ name: 'rita head of CFO office', company: 'acme B2B', campaign: 'spring launch' }, { version: 1, sections: [] });
    expect(page).toContain('<title>Rita Head of CFO Office · Blueprint</title>');
    expect(page).toContain('<h1>Rita Head of CFO Office</h1><p class="meta">Blueprint · Acme B2B · Spring Launch</p>');
  });

  it('takes the theme it is asked for, else follows the reader, and prints light', async () => {
    const title = { name: 'Rita', company: 'Acme', campaign: 'Spring' };
    const document = { version: 1 as const, sections: [] };
    expect(await renderBlueprintPage(title, document, 'dark')).toContain('<html lang="en" data-theme="dark">');
    expect(await renderBlueprintPage(title, document, 'light')).toContain('<html lang="en" data-theme="light">');
    const unthemed = await renderBlueprintPage(title, document);
    expect(unthemed).toContain('<html lang="en">');
    expect(unthemed).toContain('@media (prefers-color-scheme:dark)');
    expect(unthemed).toMatch(/@media print\{:root\{color-scheme:light;[^}]*--page:#fff/);
  });
});

describe('a version-1 Blueprint page', () => {
  it('is byte for byte the page rendered before version 2, plus the layout script every page ends with', async () => {
    for (const [i, { title, document, theme, draftedBy }] of V1_PAGE_INPUTS.entries()) {
      const before = readFileSync(new URL(`./fixtures/v1-page-${i + 1}.html`, import.meta.url), 'utf8');
      const page = await renderBlueprintPage(title, document, theme, draftedBy);
      expect(page).toMatch(/<script>[^<]+<\/script><\/body><\/html>$/);
      expect(withoutLayoutScript(page)).toBe(before);
    }
  });
});

describe('a version-2 Blueprint page', () => {
  const title = { name: 'Rita', company: 'Acme', campaign: 'Spring' };
  let page = '';
  beforeAll(async () => {
    page = await renderBlueprintPage(title, V2_DOCUMENT, undefined, 'gpt-4o');
  });
  const section = (key: string) => page.match(new RegExp(`<section id="${key}">[\\s\\S]*?</section>`))![0];

  it('shows the whole Blueprint’s coverage at the top and each section’s under its title', async () => {
    expect(page).toContain('<p class="meta overall">7 of 9 claims backed by your research · 77 %</p>');
    expect(section('pains')).toContain('<h2>Pains and frustrations</h2><p class="coverage">1 of 3 claims backed by your research · 33 %</p>');
    expect(section('goals')).toContain('<p class="coverage">6 of 6 claims backed by your research · 100 %</p>');
    expect(page).toContain('Drafted with AI (gpt-4o)');
  });

  it('renders each claim as Markdown with a marker per cited passage, numbered once per section', async () => {
    const pains = section('pains');
    expect(pains).toContain(
      '<li class="claim claim-supported">Loses <strong>hours</strong> to manual reports' +
        '<button type="button" class="marker" popovertarget="pains-evidence-1" aria-label="Evidence 1: Interview &#60;Rita&#62;.txt, paragraph 3">1</button>' +
        '<button type="button" class="marker" popovertarget="pains-evidence-2" aria-label="Evidence 2: survey.csv, row 12">2</button></li>',
    );
    // The same passage cited again keeps its number.
    expect(pains).toMatch(/<li class="claim claim-weak">Distrusts vendor ROI claims<button [^>]*popovertarget="pains-evidence-1"[^>]*>1<\/button><span class="weak" title="[^"]+">weak<\/span><\/li>/);
    const goals = section('goals');
    expect(goals.match(/popovertarget="goals-evidence-\d"/g)).toHaveLength(6);
    expect(goals).toContain('popovertarget="goals-evidence-1" aria-label="Evidence 1: Interview &#60;Rita&#62;.txt, paragraph 7"');
  });

  it('opens the quote, its source and its place in a popover, and lists them as footnotes under the section', async () => {
    const pains = section('pains');
    expect(pains).toContain(
      '<div id="pains-evidence-1" popover><blockquote>I spend every Monday &#60;b&#62;copying&#60;/b&#62; numbers into slides &#38; &#34;hoping&#34;.</blockquote>' +
        '<p class="source">1. Interview &#60;Rita&#62;.txt, paragraph 3</p></div>',
    );
    expect(pains).toContain('<ol class="footnotes" aria-label="Evidence for Pains and frustrations">');
    expect(pains).toContain('<li id="pains-note-2"><q>role: CMO; pain: &#60;img src=x onerror=alert(2)&#62; reporting takes hours</q> <span class="source">survey.csv, row 12</span></li>');
    // Every marker opens a popover that exists.
    for (const [, target] of page.matchAll(/popovertarget="([^"]+)"/g)) expect(page).toContain(`<div id="${target}" popover>`);
  });

  it('labels an assumption as one, and lets nothing from the document run', async () => {
    expect(section('pains')).toContain('<li class="claim claim-assumed"><span class="assumption">Assumption: not found in your research</span>Budget is frozen until Q3 </li>');
    expect(withoutLayoutScript(page)).not.toMatch(/<script|<img|<b>/i);
  });

  it('keeps the popover rules to version 2 and hides an unopened quote even where popovers are unknown', async () => {
    expect(page).toContain('[popover]{display:none;');
    expect(page).toContain('[popover]:popover-open{display:block}');
    expect(withoutLayoutScript(await renderBlueprintPage(title, { version: 1, sections: [] }))).not.toContain('popover');
  });

  it('falls back to a section’s Markdown when it has no claims, and leaves out a coverage of nothing', async () => {
    const empty = await renderBlueprintPage(title, { version: 2, sections: [{ key: 'gaps', title: 'Known gaps', markdown: '- We do not know *X*', claims: [] }], evidence: {} });
    expect(empty).toContain('<section id="gaps"><h2>Known gaps</h2><ul>\n<li>We do not know <em>X</em></li>');
    expect(empty).not.toContain('class="meta overall"');
  });
});

describe('the layout script', () => {
  it('is the one script the page may run: its hash is in the CSP, and it sends only the height and the sections', async () => {
    expect(BLUEPRINT_PAGE_CSP).toContain(`script-src ${BLUEPRINT_LAYOUT_SCRIPT_SOURCE};`);
    expect(BLUEPRINT_LAYOUT_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(BLUEPRINT_LAYOUT_SCRIPT).digest('base64')}'`);
    expect(BLUEPRINT_LAYOUT_SCRIPT).toContain(`{type:'${BLUEPRINT_LAYOUT_MESSAGE}',height:d.documentElement.getBoundingClientRect().height,sections:s}`);
    // Opened in a tab of its own it does nothing.
    expect(BLUEPRINT_LAYOUT_SCRIPT).toMatch(/^\(function\(\)\{var d=document;if\(parent===window\)return;/);
  });
});
