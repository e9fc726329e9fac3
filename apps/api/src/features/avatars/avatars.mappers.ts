import type { AvatarSnapshot, LibraryAvatar } from '@persona/shared';
import type { avatarLinks } from './avatar-links';
import type { avatars } from './avatars.tables';

type Row = { avatar: typeof avatars.$inferSelect; externalUrl: string | null };
type Links = ReturnType<typeof avatarLinks>;

export async function toLibraryAvatar({ avatar, externalUrl }: Row, links: Links): Promise<LibraryAvatar> {
  return {
    id: avatar.id,
    docId: avatar.docId,
    docUrl: links.document(avatar.docId, externalUrl),
    data: {
      name: avatar.name,
      img: await links.image(avatar),
      age: avatar.age,
      gender: avatar.gender,
      occupation: avatar.occupation,
      companyName: avatar.companyName,
      campaignName: avatar.campaignName,
      companyId: avatar.companyId,
      campaignId: avatar.campaignId,
      favorite: avatar.favorite,
    },
  };
}

export async function toSnapshot({ avatar, externalUrl }: Row, links: Links): Promise<AvatarSnapshot> {
  return {
    id: avatar.id,
    name: avatar.name,
    gender: avatar.gender,
    favorite: avatar.favorite,
    age: avatar.age,
    img: await links.image(avatar),
    occupation: avatar.occupation,
    data: {
      docUrl: links.document(avatar.docId, externalUrl),
      companyName: avatar.companyName,
      companyId: avatar.companyId,
      campaignName: avatar.campaignName,
      campaignId: avatar.campaignId,
    },
    user: { accountID: avatar.accountId, userId: avatar.userId },
  };
}
