import { endpointPath, endpoints } from '@persona/shared';
import { signPath } from '../../lib/url-signing';
import type { StorageDriver } from '../../lib/storage';

/** How long image and document addresses in avatar answers stay valid (the client refetches on focus). */
export const LINK_TTL_SECONDS = 60 * 60;

export const portraitKey = (img: string) => `avatars/${img}.jpg`;
export const documentPath = (docId: string) => endpointPath(endpoints.blueprintPage, { id: docId });

/** The drawn portrait's address: its seed is the id, with a hint for the hair drawn where the gender gives one. */
export const drawnPortraitPath = (avatar: { id: string; gender: string }) => {
  const hint = HAIR_HINTS[avatar.gender.trim().toLowerCase()];
  return endpointPath(endpoints.portrait, { seed: `${hint ? `${hint}-` : ''}${avatar.id}.svg` });
};
const HAIR_HINTS: Record<string, 'long' | 'short'> = { female: 'long', woman: 'long', male: 'short', man: 'short' };

/** Turns stored names into addresses a browser can load without its bearer token. */
export function avatarLinks(storage: StorageDriver, secret: string) {
  return {
    image: (avatar: { id: string; img: string; gender: string }) =>
      avatar.img ? storage.signedUrl(portraitKey(avatar.img), LINK_TTL_SECONDS) : Promise.resolve(drawnPortraitPath(avatar)),
    document: (docId: string | null, externalUrl: string | null) =>
      externalUrl ?? (docId ? signPath(secret, documentPath(docId), LINK_TTL_SECONDS) : ''),
    secret,
  };
}
