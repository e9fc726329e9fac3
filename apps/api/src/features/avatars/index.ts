export { avatars, libraryVersions } from './avatars.tables';
export { accountScope, avatarLinks, documentPath, LINK_TTL_SECONDS, portraitKey, type AvatarLinks } from './avatar-links';
export { findAvatar } from './avatars.queries';
export { toLibraryAvatar } from './avatars.mappers';
export { portraitSvg } from './portrait';
export { createPortraitCopies, portraitCopyKey, type PortraitFile } from './portrait-copies';
export { addAvatar, refreshAvatar } from './avatars.service';
