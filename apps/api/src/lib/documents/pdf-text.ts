/** A PDF that asks for a password before its text can be read. */
export class PasswordProtected extends Error {
  constructor() {
    super('the PDF is protected by a password');
  }
}

/**
 * The text of a PDF with pdf.js (the legacy build, for Node), page by page, pages separated by a form feed so a
 * page's number survives into the passages; lines end where pdf.js says they do. Loaded only when a PDF comes.
 * Fonts and scripts inside the file are never run (no eval, no font loading): only its text is read.
 */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (and detaches) the buffer it is given: a copy, so the caller's bytes stay whole.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\f');
  } catch (error) {
    if ((error as { name?: unknown }).name === 'PasswordException') throw new PasswordProtected();
    throw error;
  } finally {
    await task.destroy();
  }
}
