import { endpointPath, endpoints } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { drawnPortraitPath } from './avatar-links';
import { portraitSvg } from './portrait';

const LONG_HAIR = 'M52 96c0-40 22-62 48-62s48 22 48 62v58H52z';
const portraitPath = (seed: string) => endpointPath(endpoints.portrait, { seed });

describe('drawn portraits', () => {
  it('draw the same picture for the same seed, and another for another seed', () => {
    expect(portraitSvg('a1')).toBe(portraitSvg('a1'));
    expect(portraitSvg('a1')).not.toBe(portraitSvg('a2'));
  });

  it('follow the hair hint of the seed', () => {
    for (const id of ['a1', 'a2', 'a3', 'a4']) {
      expect(portraitSvg(`long-${id}`)).toContain(LONG_HAIR);
      expect(portraitSvg(`short-${id}`)).not.toContain(LONG_HAIR);
    }
  });

  it('take the hint from the gender, case and spaces aside, and none from anything else', () => {
    expect(drawnPortraitPath({ id: 'x', gender: ' Female ' })).toBe(portraitPath('long-x.svg'));
    expect(drawnPortraitPath({ id: 'x', gender: 'male' })).toBe(portraitPath('short-x.svg'));
    expect(drawnPortraitPath({ id: 'x', gender: 'non-binary' })).toBe(portraitPath('x.svg'));
  });
});
