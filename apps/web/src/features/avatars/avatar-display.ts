import { capitalizeWords, coveragePercent, type AvatarSnapshot, type EvidenceCoverage, type LibraryAvatar } from '@persona/shared';
import { AVATARS_TEXTS } from './avatars-texts';

/** What an avatar card shows: the library's data object and evidence, which a detail snapshot also provides. */
export interface CardAvatar {
  id: string;
  data: Pick<LibraryAvatar['data'], 'name' | 'img' | 'age' | 'gender' | 'occupation' | 'companyName' | 'campaignName' | 'favorite'>;
  evidence: EvidenceCoverage | null;
}

/** The card's coverage badge ("77 % evidence", titled "7 of 9 claims backed by research"); none without claims. */
export function evidenceBadge(evidence: EvidenceCoverage | null): { label: string; title: string } | null {
  if (!evidence || evidence.total === 0) return null;
  return { label: AVATARS_TEXTS.evidenceBadge(coveragePercent(evidence)), title: AVATARS_TEXTS.evidenceTitle(evidence.supported, evidence.total) };
}

/** Spec section 2: name, gender, occupation, company and campaign are displayed capitalised word by word. */
export const displayFacts = ({ name, age, gender, occupation, companyName, campaignName }: CardAvatar['data']) => ({
  name: capitalizeWords(name),
  age,
  gender: capitalizeWords(gender),
  occupation: capitalizeWords(occupation),
  company: capitalizeWords(companyName),
  campaign: capitalizeWords(campaignName),
});

export const snapshotToCard = ({ id, name, img, age, gender, occupation, favorite, data, evidence }: AvatarSnapshot): CardAvatar => ({
  id,
  data: { name, img, age, gender, occupation, favorite, companyName: data.companyName, campaignName: data.campaignName },
  evidence,
});
