import type { BlueprintDocument } from '@persona/shared';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../lib/html/escape-html';

/** Markdown to HTML with everything executable removed (scripts, event handlers, javascript: links, frames). */
export const markdownToSafeHtml = (markdown: string): string =>
  sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
    allowedSchemes: ['https', 'mailto'],
  });

/**
 * Colours as variables: the portal's theme when the address names one (the detail page's frame), else the
 * reader's system preference; paper always gets the light palette.
 */
const DARK = '--text:#e2e8f0;--muted:#94a3b8;--quote:#cbd5e1;--rule:#1e293b;--accent:#818cf8;--page:#0f172a';
const STYLE = `:root{color-scheme:light;--text:#1f2937;--muted:#6b7280;--quote:#374151;--rule:#e5e7eb;--accent:#6366f1;--page:#fff}
:root[data-theme=dark]{color-scheme:dark;${DARK}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${DARK}}}
body{font:16px/1.6 system-ui,sans-serif;color:var(--text);background:var(--page);max-width:46rem;margin:2rem auto;padding:0 1.5rem}
a{color:var(--accent)}h1{font-size:1.9rem;margin:0}.meta{color:var(--muted);margin:.25rem 0 2rem}
h2{font-size:1.2rem;border-bottom:1px solid var(--rule);padding-bottom:.3rem;margin-top:2rem}
blockquote{border-left:3px solid var(--accent);margin:1rem 0;padding:.2rem 1rem;color:var(--quote)}table{border-collapse:collapse}td,th{border:1px solid var(--rule);padding:.3rem .6rem}
@media print{:root{color-scheme:light;--text:#111827;--muted:#4b5563;--quote:#374151;--rule:#d1d5db;--accent:#4338ca;--page:#fff}body{margin:0}h2{break-after:avoid}section{break-inside:avoid-page}}`;

/** The printable document page an avatar's docUrl points at; every section keeps its key as the anchor id. */
export function renderBlueprintPage(
  title: { name: string; company: string; campaign: string },
  document: BlueprintDocument,
  theme?: 'light' | 'dark',
  draftedBy: string | null = null,
): string {
  const note = draftedBy ? `<p class="meta drafted">Drafted with AI (${escapeHtml(draftedBy)}) and reviewed by the Persona Portal team.</p>\n` : '';
  const sections = document.sections
    .map((s) => `<section id="${escapeHtml(s.key)}"><h2>${escapeHtml(s.title)}</h2>${markdownToSafeHtml(s.markdown)}</section>`)
    .join('\n');
  return `<!doctype html><html lang="en"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title.name)} · Blueprint</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title.name)}</h1><p class="meta">Blueprint · ${escapeHtml(title.company)} · ${escapeHtml(title.campaign)}</p>
${note}${sections}</body></html>`;
}

/** Headers for the document page: nothing on it may run, and it may only be framed by the portal itself. */
export const BLUEPRINT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
