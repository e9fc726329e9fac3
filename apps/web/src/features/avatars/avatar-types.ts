/** An avatar as the library lists it (spec section 3); the API's own schema type, so the two cannot drift. */
export type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';
