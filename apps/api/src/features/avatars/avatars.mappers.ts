import type { AvatarSnapshot, EvidenceCoverage, LibraryAvatar } from '@persona/shared';
import type { AccountLinks } from './avatar-links';
import type { ListedAvatarRow } from './avatars.queries';
import type { avatars } from './avatars.tables';

type DocumentColumns = { externalUrl: string | null; supportedClaims: number | null; totalClaims: number | null };
type Row = { avatar: typeof avatars.$inferSelect } & DocumentColumns;
type Links = AccountLinks;

/** A version-2 Blueprint's coverage; null for version 1, an external document, or no Blueprint. */
const evidenceOf = ({ supportedClaims, totalClaims }: DocumentColumns): EvidenceCoverage | null =>
  supportedClaims === null || totalClaims === null ? null : { supported: supportedClaims, total: totalClaims };

/** One library card from the list's flat row (synchronous: the addresses come from the signers' caches). */
export function toListedAvatar(row: ListedAvatarRow, links: Links): LibraryAvatar {
  return {
    id: row.id,
    docId: row.docId,
    docUrl: links.document(row.docId, row.externalUrl),
    data: {
      name: row.name,
      img: links.image(row),
      age: row.age,
      gender: row.gender,
      occupation: row.occupation,
      companyName: row.companyName,
      campaignName: row.campaignName,
      companyId: row.companyId,
      campaignId: row.campaignId,
      favorite: row.favorite,
    },
    evidence: evidenceOf(row),
  };
}

export function toLibraryAvatar({ avatar, ...document }: Row, links: Links): LibraryAvatar {
  return toListedAvatar({ ...avatar, ...document }, links);
}

export function toSnapshot({ avatar, externalUrl, ...claims }: Row, links: Links): AvatarSnapshot {
  return {
    id: avatar.id,
    name: avatar.name,
    gender: avatar.gender,
    favorite: avatar.favorite,
    age: avatar.age,
    img: links.image(avatar),
    occupation: avatar.occupation,
    data: {
      docUrl: links.document(avatar.docId, externalUrl),
      companyName: avatar.companyName,
      companyId: avatar.companyId,
      campaignName: avatar.campaignName,
      campaignId: avatar.campaignId,
    },
    user: { accountID: avatar.accountId, userId: avatar.userId },
    evidence: evidenceOf({ externalUrl, ...claims }),
  };
}
