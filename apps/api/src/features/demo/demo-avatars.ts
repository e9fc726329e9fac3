import type { BlueprintDocument } from '@persona/shared';
import { DEMO_PEOPLE, demoDocument } from './demo-personas';

/** The demo account's companies and their campaigns; avatars and open orders go to the campaigns in turn. */
export const DEMO_COMPANIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Northwind Outdoor', ['Spring Trail Launch', 'Winter Sale']],
  ['Bluebird Software', ['Enterprise Push', 'Self-serve Growth']],
  ['Harbor Health', ['Clinic Outreach']],
];

/** Every campaign of the demo account with its company, in the order orders are placed on them. */
export const DEMO_CAMPAIGNS = DEMO_COMPANIES.flatMap(([companyName, campaigns]) => campaigns.map((campaignName) => ({ companyName, campaignName })));

/** The campaign the demo account's n-th order (0-based) is placed on. */
export const demoCampaignOf = (n: number) => DEMO_CAMPAIGNS[n % DEMO_CAMPAIGNS.length]!;

/** A demo avatar as the persona knows it (its facts, company and campaign) and its Blueprint. */
export interface DemoAvatar {
  avatar: { name: string; age: number; gender: string; occupation: string; company: string; campaign: string };
  document: BlueprintDocument;
}

/** The twelve delivered demo avatars, each with the Blueprint the seed stores for it. */
export function demoAvatars(): DemoAvatar[] {
  return DEMO_PEOPLE.map((person, n) => {
    const { companyName: company, campaignName: campaign } = demoCampaignOf(n);
    return { avatar: { ...person, company, campaign }, document: demoDocument(person, company) };
  });
}
