import { useState } from 'react';
import { AVATARS_TEXTS } from './avatars-texts';
import { CARD_SIZES, portraitSources } from './portrait-sources';

const BOX = 'w-full bg-gray-100 dark:bg-slate-800';

/** The initials a portrait placeholder shows: the first letter of the first two words. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** The portraits' drawn size (square): given as width and height so the box is kept before the image arrives. */
const SIZE = 512;

/** The width a round badge portrait (chat, panels, the picker's chips) is drawn at, at most. */
export const BADGE_SIZES = '40px';

/**
 * The avatar's portrait; without an address, or once it fails to load, a placeholder with the initials.
 * eager: the largest paint of the screen (the first row of the library, the detail card), fetched at once and first;
 * the others load as they come near the viewport. sizes: how wide it is drawn, for the browser to pick the
 * smallest of the server's copies that is sharp at that width (portrait-sources.ts).
 */
export function AvatarPortrait({
  src,
  name,
  eager = false,
  sizes = CARD_SIZES,
  shape = 'aspect-square',
}: {
  src: string;
  name: string;
  eager?: boolean;
  sizes?: string;
  /** The box's aspect ratio (a Tailwind class): the library's cards draw a landscape crop, faces at the top. */
  shape?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={AVATARS_TEXTS.noPortrait(name)} className={`${BOX} ${shape} grid place-items-center`}>
        <span aria-hidden="true" className="text-4xl font-semibold text-gray-400 dark:text-slate-500">
          {initials(name)}
        </span>
      </div>
    );
  }
  return (
    <img
      {...portraitSources(src)}
      sizes={sizes}
      alt={AVATARS_TEXTS.portraitOf(name)}
      width={SIZE}
      height={SIZE}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`${BOX} ${shape} object-cover object-top`}
    />
  );
}
