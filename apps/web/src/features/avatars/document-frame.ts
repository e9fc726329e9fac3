/** How the detail page shows an avatar's document (see documentFrame). */
export type DocumentDisplay =
  /** Framed, with this sandbox; `sized`: the portal's own page, which reports its height and sections. */
  | { kind: 'frame'; sandbox: string; sized?: true }
  /** An external document the portal may not frame (the CSP's frame-src): a notice and the link that opens it. */
  | { kind: 'external' }
  /** Not an address to show at all. */
  | null;

/** The origin of an https address, or null for anything else (or a malformed one). */
function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * How the detail page shows an avatar's document. The portal's own Blueprint page (a relative, signed address)
 * runs only its layout script (pinned by hash in its CSP), so it is framed with every restriction but scripts: in
 * an origin of its own, it can reach nothing of the portal and only post its height and sections
 * (blueprint-layout.ts). An external https document is framed only when its
 * origin is one of `frameOrigins` (publicConfig.documentFrameOrigins, the DOCUMENT_FRAME_ORIGINS setting, which
 * the server's CSP allows as frame sources): it may need its scripts and its own origin to work, but still may not
 * navigate the portal or open dialogs. Any other https document is external: the CSP would block its frame, so the
 * page says so and offers the 'Open document' link. Chromium shows no PDF in a sandboxed frame at all, which is
 * what the link next to the frame is for.
 */
export function documentFrame(url: string, frameOrigins: readonly string[] = []): DocumentDisplay {
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'frame', sandbox: 'allow-scripts', sized: true };
  const origin = httpsOrigin(url);
  if (!origin || !url.startsWith('https://')) return null;
  const allowed = frameOrigins.some((allowedOrigin) => httpsOrigin(allowedOrigin) === origin);
  if (!allowed) return { kind: 'external' };
  return { kind: 'frame', sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox' };
}

/** The portal's own document page in the portal's theme; other addresses as they are. */
export function themedDocumentUrl(url: string, dark: boolean): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}theme=${dark ? 'dark' : 'light'}`;
}
