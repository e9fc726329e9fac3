import { blueprintDocumentSchema } from '@persona/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureJson, LIAM_FIXTURE_PATH, liamFixture } from './demo-fixture';

describe('the Liam Walsh fixture of the fidelity suite', () => {
  it('is the demo Blueprint the seed stores for him (rewrite it with apps/api/src/scripts/write-demo-fixture.ts)', () => {
    const text = readFileSync(LIAM_FIXTURE_PATH, 'utf8');
    expect(JSON.parse(text)).toEqual(liamFixture());
    expect(text).toBe(fixtureJson(liamFixture()));
  });

  it('holds a delivered Blueprint and the avatar facts the suite needs', () => {
    const { avatar, document } = JSON.parse(readFileSync(LIAM_FIXTURE_PATH, 'utf8'));
    expect(avatar).toEqual({ name: 'Liam Walsh', age: 52, gender: 'male', occupation: 'operations manager', company: 'Bluebird Software', campaign: 'Self-serve Growth' });
    expect(blueprintDocumentSchema.parse(document).sections).toHaveLength(11);
  });
});
