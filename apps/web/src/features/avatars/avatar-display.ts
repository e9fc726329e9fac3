import { capitalizeWords, type AvatarSnapshot, type LibraryAvatar } from '@persona/shared';

/** What an avatar card shows: the library's data object, which a detail snapshot also provides. */
export interface CardAvatar {
  id: string;
  data: Pick<LibraryAvatar['data'], 'name' | 'img' | 'age' | 'gender' | 'occupation' | 'companyName' | 'campaignName' | 'favorite'>;
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

export const snapshotToCard = ({ id, name, img, age, gender, occupation, favorite, data }: AvatarSnapshot): CardAvatar => ({
  id,
  data: { name, img, age, gender, occupation, favorite, companyName: data.companyName, campaignName: data.campaignName },
});
