import type { ClaimSupport } from '@persona/shared';

/** Passages of research, and claims citing them with the mark the lexical check must give each (claim-support.test.ts). */
export const FIXTURE_PASSAGES = {
  reports: 'Maria: I spend hours every week copying numbers from spreadsheets into slides for the board.',
  price: 'Honestly the price worried me more than anything. Our budget for tools is tiny.',
  trust: 'I only trust recommendations from other finance leads in my network.',
} as const;

type PassageName = keyof typeof FIXTURE_PASSAGES;

export const FIXTURE_CLAIMS: { claim: string; cites: PassageName[]; expected: ClaimSupport; why: string }[] = [
  { claim: 'I spend hours copying numbers from spreadsheets into slides.', cites: ['reports'], expected: 'supported', why: 'all 6 content terms in the passage' },
  { claim: 'Our budget for tools is tiny.', cites: ['price'], expected: 'supported', why: '3 of 3' },
  { claim: 'SPREADSHEETS and slides eat my week!', cites: ['reports'], expected: 'supported', why: 'case, punctuation and plurals folded: 3 of 4' },
  { claim: 'Our budget for tools is tiny.', cites: ['reports', 'price'], expected: 'supported', why: 'the best citation counts' },
  { claim: 'Price matters most to me.', cites: ['price'], expected: 'weak', why: '1 of 2 terms: half, but fewer than 2 shared' },
  { claim: 'Trust.', cites: ['trust'], expected: 'weak', why: 'a one-term claim is never supported by overlap alone' },
  { claim: 'I trust recommendations from peers in finance, analysts and vendor webinars on security compliance.', cites: ['trust'], expected: 'weak', why: '3 of 9 terms: a third, 3 shared' },
  { claim: 'I copy numbers into slides because the budget is tiny.', cites: ['reports', 'price'], expected: 'weak', why: '2 of 5 in each passage; passages are never pooled (4 of 5 together)' },
  { claim: 'I want a dashboard that syncs automatically with our accounting software each week.', cites: ['reports'], expected: 'unsupported', why: '1 of 7 terms: under a quarter' },
  { claim: 'I love skiing in the Alps.', cites: ['reports'], expected: 'unsupported', why: 'nothing shared' },
  { claim: 'I spend hours copying numbers from spreadsheets into slides.', cites: [], expected: 'unsupported', why: 'no citation' },
];
