import { createHash } from 'node:crypto';

const SKIN = ['#f5d0b5', '#e8b896', '#c68e6a', '#a0694a', '#6f4631'];
const HAIR = ['#2b2118', '#5a3a22', '#a0522d', '#d4a55a', '#8c8c8c', '#111827'];
const BACKDROP = ['#e0e7ff', '#fce7f3', '#dcfce7', '#fef3c7', '#e0f2fe', '#ede9fe'];
const SHIRT = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6'];

/** A simple illustrated portrait, the same for the same seed: used when no photo was uploaded. */
export function portraitSvg(seed: string): string {
  const h = createHash('sha256').update(seed).digest();
  const pick = <T>(list: T[], i: number) => list[h[i]! % list.length]!;
  // A 'long-' or 'short-' seed (see drawnPortraitPath) decides the hair; any other seed leaves it to chance.
  const longHair = seed.startsWith('long-') || (!seed.startsWith('short-') && h[5]! % 2 === 0);
  const hair = pick(HAIR, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="Illustrated portrait">
<rect width="200" height="200" fill="${pick(BACKDROP, 2)}"/>
${longHair ? `<path d="M52 96c0-40 22-62 48-62s48 22 48 62v58H52z" fill="${hair}"/>` : ''}
<path d="M40 200c4-38 30-56 60-56s56 18 60 56z" fill="${pick(SHIRT, 3)}"/>
<rect x="88" y="118" width="24" height="30" rx="10" fill="${pick(SKIN, 0)}"/>
<ellipse cx="100" cy="96" rx="36" ry="42" fill="${pick(SKIN, 0)}"/>
<path d="M62 88c2-30 20-46 38-46s36 16 38 46c-10-14-24-20-38-20s-28 6-38 20z" fill="${hair}"/>
<circle cx="86" cy="98" r="4" fill="#1f2937"/><circle cx="114" cy="98" r="4" fill="#1f2937"/>
<path d="M88 116q12 ${6 + (h[6]! % 6)} 24 0" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
}
