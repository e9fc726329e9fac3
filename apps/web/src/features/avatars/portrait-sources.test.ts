import { describe, expect, it } from 'vitest';
import { portraitSources } from './portrait-sources';

describe('portraitSources', () => {
  it("offers an uploaded portrait at each of the server's widths, the widest as src", () => {
    expect(portraitSources('/api/avatars/a-1/portrait?expires=1&signature=s')).toEqual({
      src: '/api/avatars/a-1/portrait?expires=1&signature=s&w=512',
      srcSet: '/api/avatars/a-1/portrait?expires=1&signature=s&w=256 256w, /api/avatars/a-1/portrait?expires=1&signature=s&w=512 512w',
    });
  });

  it('keeps drawn portraits, external images and unsigned addresses as they are', () => {
    for (const src of ['/api/portraits/long-a-1.svg', 'https://cdn.example.com/p.jpg', '/api/avatars/a-1/portrait', '/api/avatars/a/b/portrait?x=1']) {
      expect(portraitSources(src)).toEqual({ src });
    }
  });
});
