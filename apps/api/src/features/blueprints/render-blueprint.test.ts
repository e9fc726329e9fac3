import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, renderBlueprintPage } from './render-blueprint';

describe('Blueprint page', () => {
  it('renders Markdown and removes scripts, handlers and javascript: links', () => {
    const html = markdownToSafeHtml('**Bold** <script>alert(1)</script> <img src="x" onerror="alert(2)"> [x](javascript:alert(3)) <iframe src="https://evil"></iframe>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toMatch(/script|onerror|javascript:|iframe/i);
  });

  it('keeps each section under its key and escapes the title', () => {
    const page = renderBlueprintPage(
      { name: 'Rita <b>', company: 'Acme', campaign: 'Spring' },
      { version: 1, sections: [{ key: 'goals', title: 'Goals and jobs to be done', markdown: '- Ship faster' }] },
    );
    expect(page).toContain('<section id="goals"><h2>Goals and jobs to be done</h2>');
    expect(page).toContain('<li>Ship faster</li>');
    expect(page).toContain('Rita &#60;b&#62;');
  });

  it('takes the theme it is asked for, else follows the reader, and prints light', () => {
    const title = { name: 'Rita', company: 'Acme', campaign: 'Spring' };
    const document = { version: 1 as const, sections: [] };
    expect(renderBlueprintPage(title, document, 'dark')).toContain('<html lang="en" data-theme="dark">');
    expect(renderBlueprintPage(title, document, 'light')).toContain('<html lang="en" data-theme="light">');
    const unthemed = renderBlueprintPage(title, document);
    expect(unthemed).toContain('<html lang="en">');
    expect(unthemed).toContain('@media (prefers-color-scheme:dark)');
    expect(unthemed).toMatch(/@media print\{:root\{color-scheme:light;[^}]*--page:#fff/);
  });
});
