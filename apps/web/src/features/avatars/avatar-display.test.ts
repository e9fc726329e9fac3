import { endpointPath, routes, type AvatarSnapshot } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { displayFacts, evidenceBadge, snapshotToCard } from './avatar-display';

const portrait = endpointPath(routes.portrait, { seed: 'a1.svg' });

describe('displayFacts', () => {
  it('capitalises name, gender, occupation, company and campaign word by word, and keeps the age', () => {
    const facts = displayFacts({
      name: 'hiking hannah',
      img: '',
      age: 38,
      gender: 'female',
      occupation: 'software engineer',
      companyName: 'acme corp',
      campaignName: 'spring launch',
      favorite: false,
    });
    expect(facts).toEqual({ name: 'Hiking Hannah', age: 38, gender: 'Female', occupation: 'Software Engineer', company: 'Acme Corp', campaign: 'Spring Launch' });
  });
});

describe('snapshotToCard', () => {
  it('takes the card facts from the top level and the company and campaign from data', () => {
    const snapshot: AvatarSnapshot = {
      id: 'a1',
      name: 'Ann',
      gender: 'female',
      favorite: true,
      age: 40,
      img: portrait,
      occupation: 'Nurse',
      data: { docUrl: '/doc', companyName: 'Acme', companyId: 'c1', campaignName: 'Spring', campaignId: 'k1' },
      user: { accountID: 'acc', userId: null },
      evidence: { supported: 7, total: 9 },
    };
    expect(snapshotToCard(snapshot)).toEqual({
      id: 'a1',
      data: { name: 'Ann', img: portrait, age: 40, gender: 'female', occupation: 'Nurse', favorite: true, companyName: 'Acme', campaignName: 'Spring' },
      evidence: { supported: 7, total: 9 },
    });
  });
});

describe('evidenceBadge', () => {
  it('shows the coverage rounded down, and says the counts in its title', () => {
    expect(evidenceBadge({ supported: 7, total: 9 })).toEqual({ label: '77 % evidence', title: '7 of 9 claims backed by research' });
    expect(evidenceBadge({ supported: 1, total: 1 })).toEqual({ label: '100 % evidence', title: '1 of 1 claim backed by research' });
    expect(evidenceBadge({ supported: 0, total: 4 })?.label).toBe('0 % evidence');
  });

  it('shows nothing for a version-1 Blueprint or one without claims', () => {
    expect(evidenceBadge(null)).toBeNull();
    expect(evidenceBadge({ supported: 0, total: 0 })).toBeNull();
  });
});
