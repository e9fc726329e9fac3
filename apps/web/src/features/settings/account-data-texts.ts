import { ACCOUNT_CLOSE_GRACE_DAYS } from '@persona/shared';

/** Texts of the owner's Account data section that the spec does not fix (the API's refusals are in @persona/shared). */
export const ACCOUNT_DATA_SECTION_TEXTS = {
  title: 'Account data',
  description: 'Download everything the account holds as one archive, or close the account.',
  download: 'Download all data',
  close: 'Close account',
  closeQuestion: 'Close this account?',
  closeExplanation: (name: string) =>
    `Type the account's name, ${name}, to close it. Every member is signed out; after ${ACCOUNT_CLOSE_GRACE_DAYS} days its records and files are deleted.`,
} as const;
