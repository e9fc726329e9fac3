import { describe, expect, it } from 'vitest';
import { lexicalSupport } from './claim-support';
import { FIXTURE_CLAIMS, FIXTURE_PASSAGES } from '../../test/support-fixture';

describe('the lexical support check', () => {
  it('gives every claim of the fixture its expected mark', () => {
    const marks = FIXTURE_CLAIMS.map(({ claim, cites }) => lexicalSupport(claim, cites.map((name) => FIXTURE_PASSAGES[name])));
    expect(marks).toEqual(FIXTURE_CLAIMS.map((c) => c.expected));
  });
});
