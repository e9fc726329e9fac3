import { describe, expect, it } from 'vitest';
import type { PersonaContext } from '../persona-model';
import { blueprintUnits, unitsOf } from './blueprint-units';
import { lexicalJudge } from './lexical-judge';

const LIAM: PersonaContext = {
  avatar: { name: 'Liam Walsh', age: 52, gender: 'male', occupation: 'operations manager', company: 'Bluebird Software', campaign: 'Enterprise Push' },
  sections: [
    {
      key: 'objections',
      title: 'Objections',
      markdown: '| Objection | Proof that answers it |\n| --- | --- |\n| Price | A payback sheet with his own hours; he signs off up to €300 a month himself |\n| Integration | A connector tested on his own data |',
    },
  ],
};

describe('the Blueprint units an answer may rest on', () => {
  it("holds an objection's proof, split at its semicolons, as the objections section's units", () => {
    const objections = unitsOf(blueprintUnits(LIAM), 'objections');
    expect(objections).toEqual(['Price', 'Integration', 'A payback sheet with his own hours', 'he signs off up to €300 a month himself', 'A connector tested on his own data']);
  });

  it('so a sentence that says what a proof says of the persona is supported, and one it does not say is not', async () => {
    const units = unitsOf(blueprintUnits(LIAM), 'objections');
    expect(await lexicalJudge.supports(['I sign off up to €300 a month myself.', 'I sign off up to €5,000 a year with my CFO.'], units)).toEqual([true, false]);
  });
});
