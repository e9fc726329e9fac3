/** What the avatars feature shares: one avatar's detail (the avatar chat shows its name and portrait). */
export { useAvatar } from './avatar-detail-api';
export { AvatarNotFound } from './AvatarNotFound';
export { AvatarPortrait, BADGE_SIZES } from './AvatarPortrait';
