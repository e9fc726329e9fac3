import { endpointPath, endpoints } from '@persona/shared';
import { createAddressCache, signPath } from '../../lib/url-signing';
import type { StorageDriver } from '../../lib/storage';

/** How long image and document addresses in avatar answers stay valid at least (the client refetches on focus). */
export const LINK_TTL_SECONDS = 60 * 60;

export const portraitKey = (img: string) => `avatars/${img}.jpg`;
export const documentPath = (docId: string) => endpointPath(endpoints.blueprintPage, { id: docId });

/** The drawn portrait's address: its seed is the id, with a hint for the hair drawn where the gender gives one. */
export const drawnPortraitPath = (avatar: { id: string; gender: string }) => {
  const hint = HAIR_HINTS[avatar.gender.trim().toLowerCase()];
  return endpointPath(endpoints.portrait, { seed: `${hint ? `${hint}-` : ''}${avatar.id}.svg` });
};
const HAIR_HINTS: Record<string, 'long' | 'short'> = { female: 'long', woman: 'long', male: 'short', man: 'short' };

type AddressCache = ReturnType<typeof createAddressCache>;
// One cache of document addresses per secret and of portrait addresses per storage, shared by every caller
// (the lists, chat, delivery), keyed by the Blueprint id and the portrait's stored name.
const documentCaches = new Map<string, AddressCache>();
const portraitCaches = new WeakMap<StorageDriver, AddressCache>();

function documentAddresses(secret: string): AddressCache {
  let cache = documentCaches.get(secret);
  if (!cache) documentCaches.set(secret, (cache = createAddressCache(LINK_TTL_SECONDS, (docId) => signPath(secret, documentPath(docId), LINK_TTL_SECONDS))));
  return cache;
}

function portraitAddresses(storage: StorageDriver): AddressCache {
  let cache = portraitCaches.get(storage);
  if (!cache) portraitCaches.set(storage, (cache = createAddressCache(LINK_TTL_SECONDS, (img) => storage.signedUrl(portraitKey(img), LINK_TTL_SECONDS))));
  return cache;
}

/**
 * Turns stored names into addresses a browser can load without its bearer token. Synchronous and stable: the
 * same avatar gets the same addresses for a signing window (lib/url-signing.ts), signed once and cached.
 */
export function avatarLinks(storage: StorageDriver, secret: string) {
  const portrait = portraitAddresses(storage);
  const document = documentAddresses(secret);
  return {
    image: (avatar: { id: string; img: string; gender: string }): string => (avatar.img ? portrait(avatar.img) : drawnPortraitPath(avatar)),
    document: (docId: string | null, externalUrl: string | null): string => externalUrl ?? (docId ? document(docId) : ''),
    secret,
  };
}
