import { PORTRAIT_WIDTHS, routes } from '@persona/shared';

/** An uploaded portrait's address as the avatar calls give it: its path, then the signed query. */
const UPLOADED = new RegExp(`^${routes.avatarPortrait.path.replace(':id', '[^/?]+')}\\?`);

/**
 * How wide a library card draws its portrait (AvatarGrid: one column, then 2, 3 and 4 from Tailwind's sm, lg and
 * xl); index.html preloads the first portraits with the same sizes, so the browser picks the same file.
 */
export const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The addresses an <img> offers for a portrait: an uploaded one at each of the server's smaller WebP widths
 * (`?w=`), the widest as `src`; any other address (a drawn portrait, an external image) as it is.
 */
export function portraitSources(src: string): { src: string; srcSet?: string } {
  if (!UPLOADED.test(src)) return { src };
  const at = (width: number) => `${src}&w=${width}`;
  return { src: at(Math.max(...PORTRAIT_WIDTHS)), srcSet: PORTRAIT_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}
