import { describe, expect, it } from 'vitest';
import { documentFrame, themedDocumentUrl } from './document-frame';

describe('documentFrame', () => {
  it('frames the portal’s own document page with every sandbox restriction', () => {
    expect(documentFrame('/api/blueprints/b1/page?expires=1&signature=x')).toEqual({ sandbox: '' });
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
    expect(themedDocumentUrl('/api/blueprints/b1/page?expires=1&signature=x', true)).toBe('/api/blueprints/b1/page?expires=1&signature=x&theme=dark');
    expect(themedDocumentUrl('/api/blueprints/b1/page?expires=1&signature=x', false)).toBe('/api/blueprints/b1/page?expires=1&signature=x&theme=light');
  });

  it('leaves external documents alone', () => {
    expect(themedDocumentUrl('https://example.com/blueprint.pdf', true)).toBe('https://example.com/blueprint.pdf');
  });
});
