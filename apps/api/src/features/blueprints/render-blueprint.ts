import { capitalizeWords, coverageOf, coverageSummary, documentCoverage, type BlueprintDocument, type BlueprintDocumentV2, type Claim, type EvidenceQuote } from '@persona/shared';
import { escapeHtml } from '../../lib/html/escape-html';
import { loadOnce } from '../../lib/load-once';
import { BLUEPRINT_LAYOUT_SCRIPT, BLUEPRINT_LAYOUT_SCRIPT_SOURCE } from './layout-script';

type SafeHtml = (markdown: string, options?: { inline?: boolean }) => string;

/** marked and sanitize-html load with the first Markdown rendered. */
const safeHtmlRenderer = loadOnce(async (): Promise<SafeHtml> => {
  const [{ marked }, { default: sanitizeHtml }] = await Promise.all([import('marked'), import('sanitize-html')]);
  const allowedTags = sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe');
  return (markdown, { inline = false } = {}) =>
    sanitizeHtml(inline ? marked.parseInline(markdown, { async: false, gfm: true }) : marked.parse(markdown, { async: false, gfm: true }), {
      allowedTags,
      allowedSchemes: ['https', 'mailto'],
    });
});

/**
 * Markdown to HTML with everything executable removed (scripts, event handlers, javascript: links, frames).
 * `inline`: a claim's text, read as one line of Markdown (no paragraph around it).
 */
export const markdownToSafeHtml = async (markdown: string, options?: { inline?: boolean }): Promise<string> => (await safeHtmlRenderer())(markdown, options);

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
/**
 * Only a version-2 page carries these (a version-1 page stays byte for byte what it was). A popover is hidden
 * until its marker opens it; a browser that does not know popovers drops the :popover-open rule, so the quote
 * stays hidden there and the footnotes under the section show it instead.
 */
const EVIDENCE_STYLE = `
.coverage{color:var(--muted);font-size:.9rem;margin:.25rem 0 .75rem}.claims{padding-left:1.25rem}.overall{margin-top:-1.25rem;color:var(--text)}
.marker{font:inherit;font-size:.75em;line-height:1;vertical-align:super;border:0;background:none;color:var(--accent);cursor:pointer;padding:0 .15em}
.assumption{font-size:.8rem;font-weight:600;color:var(--muted);border:1px dashed var(--muted);border-radius:.3rem;padding:0 .3rem;margin-right:.35rem}
.weak{font-size:.75rem;color:var(--muted);margin-left:.35rem;border-bottom:1px dotted var(--muted);cursor:help}
[popover]{display:none;max-width:min(30rem,90vw);border:1px solid var(--rule);border-radius:.5rem;padding:.25rem 1rem;color:var(--text);background:var(--page);box-shadow:0 8px 24px rgb(0 0 0/.2)}
[popover]:popover-open{display:block}.source{color:var(--muted);font-size:.85rem}
.footnotes{font-size:.85rem;color:var(--muted);border-top:1px dashed var(--rule);padding-top:.5rem;margin-top:1rem}.footnotes q{color:var(--quote)}
@media print{.marker{color:var(--text)}[popover]{display:none}}`;

const ASSUMPTION_LABEL = 'Assumption: not found in your research';
const WEAK_LABEL = 'weak';
const WEAK_TITLE = 'Weakly supported: the cited research bears out only part of this claim.';

/** The footnotes of one section: each cited passage numbered once, in the order the claims first cite it. */
function numberCitations(claims: readonly Claim[], evidence: BlueprintDocumentV2['evidence']) {
  const numbers = new Map<string, number>();
  for (const id of claims.flatMap((claim) => claim.citations)) if (evidence[id] && !numbers.has(id)) numbers.set(id, numbers.size + 1);
  return numbers;
}

const place = (quote: EvidenceQuote) => `${escapeHtml(quote.source)}, ${escapeHtml(quote.location)}`;

/** One claim: its text, a marker per cited passage (opening its quote), and its assumption or weak mark. */
function renderClaim(toHtml: SafeHtml, claim: Claim, key: string, numbers: Map<string, number>, evidence: BlueprintDocumentV2['evidence']): string {
  const guessed = claim.assumption || claim.support === 'unsupported';
  const label = guessed ? `<span class="assumption">${ASSUMPTION_LABEL}</span>` : '';
  const markers = [...new Set(claim.citations)]
    .filter((id) => numbers.has(id))
    .map((id) => {
      const n = numbers.get(id)!;
      return `<button type="button" class="marker" popovertarget="${escapeHtml(key)}-evidence-${n}" aria-label="Evidence ${n}: ${place(evidence[id]!)}">${n}</button>`;
    })
    .join('');
  const weak = !guessed && claim.support === 'weak' ? `<span class="weak" title="${escapeHtml(WEAK_TITLE)}">${WEAK_LABEL}</span>` : '';
  return `<li class="claim claim-${guessed ? 'assumed' : claim.support}">${label}${toHtml(claim.text, { inline: true })}${markers}${weak}</li>`;
}

/** A version-2 section: its coverage, its claims, each cited quote as a popover, and the same quotes as footnotes. */
function renderClaimsSection(toHtml: SafeHtml, section: BlueprintDocumentV2['sections'][number], evidence: BlueprintDocumentV2['evidence']): string {
  if (section.claims.length === 0) return toHtml(section.markdown);
  const key = section.key;
  const numbers = numberCitations(section.claims, evidence);
  const cited = [...numbers].map(([id, n]) => ({ n, quote: evidence[id]! }));
  const claims = section.claims.map((claim) => renderClaim(toHtml, claim, key, numbers, evidence)).join('\n');
  const popovers = cited
    .map(({ n, quote }) => `<div id="${escapeHtml(key)}-evidence-${n}" popover><blockquote>${escapeHtml(quote.quote)}</blockquote><p class="source">${n}. ${place(quote)}</p></div>`)
    .join('\n');
  const footnotes = cited.map(({ n, quote }) => `<li id="${escapeHtml(key)}-note-${n}"><q>${escapeHtml(quote.quote)}</q> <span class="source">${place(quote)}</span></li>`).join('\n');
  return `<p class="coverage">${escapeHtml(coverageSummary(coverageOf(section.claims)))}</p>
<ul class="claims">
${claims}
</ul>
${cited.length > 0 ? `${popovers}\n<ol class="footnotes" aria-label="Evidence for ${escapeHtml(section.title)}">\n${footnotes}\n</ol>\n` : ''}`;
}

/**
 * The printable document page an avatar's docUrl points at; every section keeps its key as the anchor id. Its
 * names are shown as the portal shows them (capitalizeWords), in the heading and the document title alike.
 */
export async function renderBlueprintPage(
  stored: { name: string; company: string; campaign: string },
  document: BlueprintDocument,
  theme?: 'light' | 'dark',
  draftedBy: string | null = null,
): Promise<string> {
  const toHtml = await safeHtmlRenderer();
  const title = { name: capitalizeWords(stored.name), company: capitalizeWords(stored.company), campaign: capitalizeWords(stored.campaign) };
  const note = draftedBy ? `<p class="meta drafted">Drafted with AI (${escapeHtml(draftedBy)}) and reviewed by the Persona Portal team.</p>\n` : '';
  const section = (s: { key: string; title: string }, html: string) => `<section id="${escapeHtml(s.key)}"><h2>${escapeHtml(s.title)}</h2>${html}</section>`;
  const sections = (
    document.version === 2
      ? document.sections.map((s) => section(s, renderClaimsSection(toHtml, s, document.evidence)))
      : document.sections.map((s) => section(s, toHtml(s.markdown)))
  ).join('\n');
  const coverage = documentCoverage(document);
  const overall = coverage && coverage.total > 0 ? `<p class="meta overall">${escapeHtml(coverageSummary(coverage))}</p>\n` : '';
  return `<!doctype html><html lang="en"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title.name)} · Blueprint</title><style>${STYLE}${document.version === 2 ? EVIDENCE_STYLE : ''}</style></head><body>
<h1>${escapeHtml(title.name)}</h1><p class="meta">Blueprint · ${escapeHtml(title.company)} · ${escapeHtml(title.campaign)}</p>
${overall}${note}${sections}<script>${BLUEPRINT_LAYOUT_SCRIPT}</script></body></html>`;
}

/** A rendered page without its own layout script: what is left must run nothing (the tests' check). */
export const withoutLayoutScript = (html: string): string => html.replace(`<script>${BLUEPRINT_LAYOUT_SCRIPT}</script>`, '');

/**
 * Headers for the document page: nothing from the document may run (only the page's own layout script, by its
 * hash), and it may only be framed by the portal itself.
 */
export const BLUEPRINT_PAGE_CSP = `default-src 'none'; script-src ${BLUEPRINT_LAYOUT_SCRIPT_SOURCE}; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;
