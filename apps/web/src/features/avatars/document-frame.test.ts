import { endpoints, endpointUrl } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { documentFrame, themedDocumentUrl } from './document-frame';

/** The portal's own signed Blueprint page, as the avatar calls give it. */
const documentPage = endpointUrl(endpoints.blueprintPage, { params: { id: 'b1' }, query: { expires: 1, signature: 'x' } });

describe('documentFrame', () => {
  it('frames the portal’s own document page with every sandbox restriction', () => {
    expect(documentFrame(documentPage)).toEqual({ sandbox: '' });
  });

  it('lets an external https document run, but not navigate the portal', () => {
    const frame = documentFrame('https://example.com/blueprint.pdf');
    expect(frame?.sandbox).toContain('allow-scripts');
    expect(frame?.sandbox).not.toContain('allow-top-navigation');
  });

  it.each(['', '//evil.example/page', 'http://example.com/doc', 'javascript:alert(1)', 'data:text/html,hi'])('does not frame %j', (url) => {
    expect(documentFrame(url)).toBeNull();
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
