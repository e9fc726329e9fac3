/**
 * How the detail page frames an avatar's document, or null when the address is not one to frame.
 * The portal's own Blueprint page (a relative, signed address) runs nothing, so it gets the strictest
 * sandbox. An external https document may need its scripts and its own origin to work; it still may not
 * navigate the portal or open dialogs. Chromium shows no PDF in a sandboxed frame at all, which is what
 * the 'Open document' link next to the frame is for.
 */
export function documentFrame(url: string): { sandbox: string } | null {
  if (url.startsWith('/') && !url.startsWith('//')) return { sandbox: '' };
  if (url.startsWith('https://')) return { sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox' };
  return null;
}

/** The portal's own document page in the portal's theme; other addresses as they are. */
export function themedDocumentUrl(url: string, dark: boolean): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}theme=${dark ? 'dark' : 'light'}`;
}
