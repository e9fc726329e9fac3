export { avatars } from './avatars.tables';
export { avatarLinks, documentPath, portraitKey } from './avatar-links';
export { findAvatar } from './avatars.queries';
export { toLibraryAvatar } from './avatars.mappers';
export { portraitSvg } from './portrait';
