import { routes, endpointUrl } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { documentFrame, themedDocumentUrl } from './document-frame';

/** The portal's own signed Blueprint page, as the avatar calls give it. */
const documentPage = endpointUrl(routes.blueprintPage, { params: { id: 'b1' }, query: { expires: 1, signature: 'x' } });
const ORIGINS = ['https://docs.example.com', 'https://files.example.org'];

describe('documentFrame', () => {
  it('frames the portal’s own document page with every sandbox restriction but its layout script, whatever the origins', () => {
    // Scripts without allow-same-origin: the page runs in an origin of its own and can only post messages.
    expect(documentFrame(documentPage)).toEqual({ kind: 'frame', sandbox: 'allow-scripts', sized: true });
    expect(documentFrame(documentPage, ORIGINS)).toEqual({ kind: 'frame', sandbox: 'allow-scripts', sized: true });
  });

  it('frames an external https document of a listed origin: it may run, but not navigate the portal', () => {
    const frame = documentFrame('https://docs.example.com/blueprints/rita.pdf', ORIGINS);
    expect(frame?.kind).toBe('frame');
    const sandbox = frame?.kind === 'frame' ? frame.sandbox : '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('matches the origin exactly (scheme, host and port), case aside', () => {
    expect(documentFrame('https://DOCS.example.com/rita', ORIGINS)?.kind).toBe('frame');
    expect(documentFrame('https://docs.example.com/rita', ['HTTPS://Docs.Example.com'])?.kind).toBe('frame');
    expect(documentFrame('https://docs.example.com:8443/rita', ORIGINS)).toEqual({ kind: 'external' });
    expect(documentFrame('https://evil.docs.example.com/rita', ORIGINS)).toEqual({ kind: 'external' });
    expect(documentFrame('https://docs.example.com.evil.net/rita', ORIGINS)).toEqual({ kind: 'external' });
  });

  it('does not frame an external https document of any other origin (the CSP would block it)', () => {
    expect(documentFrame('https://example.com/blueprint.pdf')).toEqual({ kind: 'external' });
    expect(documentFrame('https://example.com/blueprint.pdf', ORIGINS)).toEqual({ kind: 'external' });
    expect(documentFrame('https://docs.example.com/rita', [])).toEqual({ kind: 'external' });
  });

  it('ignores listed entries that are not https origins', () => {
    expect(documentFrame('https://docs.example.com/rita', ['docs.example.com', 'not a url', ''])).toEqual({ kind: 'external' });
  });

  it.each(['', '//evil.example/page', 'http://example.com/doc', 'javascript:alert(1)', 'data:text/html,hi', 'https://'])('does not show %j', (url) => {
    expect(documentFrame(url, ORIGINS)).toBeNull();
  });
});

describe('themedDocumentUrl', () => {
  it('adds the portal theme to its own signed document address', () => {
    expect(themedDocumentUrl(documentPage, true)).toBe(`${documentPage}&theme=dark`);
    expect(themedDocumentUrl(documentPage, false)).toBe(`${documentPage}&theme=light`);
  });

  it('leaves external documents alone', () => {
    expect(themedDocumentUrl('https://example.com/blueprint.pdf', true)).toBe('https://example.com/blueprint.pdf');
  });
});
