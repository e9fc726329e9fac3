import { endpointPath, endpoints } from '@persona/shared';
import { createScopeSigner } from '../../lib/url-signing';

/** How long image and document addresses in avatar answers stay valid at least (the client refetches on focus). */
export const LINK_TTL_SECONDS = 60 * 60;

export const portraitKey = (img: string) => `avatars/${img}.jpg`;
/**
 * A path with one parameter, filled by concatenation: lists fill two per avatar, and endpointPath's pattern
 * replace would cost a list of 5,000 several milliseconds.
 */
const pathWithId = (endpoint: { path: string }) => {
  const [before, after = ''] = endpoint.path.split(':id');
  return (id: string) => `${before}${encodeURIComponent(id)}${after}`;
};
export const documentPath = pathWithId(endpoints.blueprintPage);
export const uploadedPortraitPath = pathWithId(endpoints.avatarPortrait);

/**
 * What an avatar answer's addresses are signed for: every uploaded portrait and Blueprint page of one account.
 * The routes that serve them look the record up and check the signature against its account.
 */
export const accountScope = (accountId: string) => `account:${accountId}`;

/** The drawn portrait's address: its seed is the id, with a hint for the hair drawn where the gender gives one. */
export const drawnPortraitPath = (avatar: { id: string; gender: string }) => {
  const hint = HAIR_HINTS[avatar.gender.trim().toLowerCase()];
  return endpointPath(endpoints.portrait, { seed: `${hint ? `${hint}-` : ''}${avatar.id}.svg` });
};
const HAIR_HINTS: Record<string, 'long' | 'short'> = { female: 'long', woman: 'long', male: 'short', man: 'short' };

/** The addresses of one account's avatars. */
export interface AccountLinks {
  image: (avatar: { id: string; img: string; gender: string }) => string;
  /** The Blueprint's page ('' when there is none), or the external address it was delivered as. */
  document: (docId: string | null, externalUrl: string | null) => string;
}
export type AvatarLinks = (accountId: string) => AccountLinks;

// One signer per secret, shared by every caller (the lists, chat, panels, delivery).
const signers = new Map<string, ReturnType<typeof createScopeSigner>>();

/**
 * Addresses a browser loads without its bearer token, by account: all of an account's portraits and documents
 * carry the same `?expires=…&signature=…` for a signing window (lib/url-signing.ts), signed once per window.
 * A list of 500 avatars then repeats one query instead of carrying a thousand signatures, which do not compress
 * (docs/decisions.md, "Library lists revalidate"). Synchronous and stable, so answers that carry them can have an ETag.
 */
export function avatarLinks(secret: string): AvatarLinks {
  let signer = signers.get(secret);
  if (!signer) signers.set(secret, (signer = createScopeSigner(secret, LINK_TTL_SECONDS)));
  const sign = signer;
  return (accountId) => {
    const query = sign(accountScope(accountId));
    return {
      image: (avatar) => (avatar.img ? `${uploadedPortraitPath(avatar.id)}?${query}` : drawnPortraitPath(avatar)),
      document: (docId, externalUrl) => externalUrl ?? (docId ? `${documentPath(docId)}?${query}` : ''),
    };
  };
}
