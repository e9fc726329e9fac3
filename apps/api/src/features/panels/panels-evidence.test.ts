import { endpoints, panelMarkdown, type ChatCitation, type LibraryAvatar, type Panel } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { callOk } from '../../test/call';
import { callersOnTest } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { deliverWithEvidence, PASSAGES, RITA_EVIDENCE } from '../../test/evidence-blueprints';
import { endedPanel, newPanel, runToEnd } from '../../test/panel-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUESS_LINE } from '../persona';
import { panelAnswers } from './panels.tables';

/** Panels with a version-2 Blueprint beside a version-1 one: each answer card carries its quotes and guesses. */
let t: TestApp;
let callers: Callers;
let rita: LibraryAvatar;
let ben: LibraryAvatar;

beforeAll(async () => {
  t = await createTestApp();
  callers = await callersOnTest(t.app, { member: 3 });
  rita = await deliverWithEvidence(t, callers.admin, callers.member);
  ({ avatar: ben } = await orderAndDeliver(t.app, callers.admin, callers.member, { name: 'Ben Builder', sections: { pains: 'His work shoes wear out after three months on site.' } }));
});
afterAll(() => t.close());

const read = (id: string) => callOk(t.app, endpoints.getPanel, { params: { id }, token: callers.member.token });
const run = async (prompt: string): Promise<Panel> => {
  const panel = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: [rita.id, ben.id], prompt });
  return endedPanel(await runToEnd(t.app, callers.member, panel.id));
};
const firstAnswer = (panel: Panel, avatar: LibraryAvatar) => panel.answers.find((a) => a.avatarId === avatar.id && a.round === 1)!;
const withoutUrl = ({ url, ...rest }: ChatCitation) => ({ ...rest, page: url.split('#')[1] });

describe('a panel with a version-2 Blueprint', () => {
  it('gives the version-2 avatar’s answer its quotes, the version-1 avatar’s none, and the same when read back', async () => {
    const panel = await run('Do your shoes wear out quickly?');
    const hers = firstAnswer(panel, rita);
    expect(hers.text).toMatch(/wear out after three months/);
    expect(hers.citations.map(withoutUrl)).toContainEqual({
      key: 'pains',
      title: 'Pains and frustrations',
      page: 'pains',
      evidence: [RITA_EVIDENCE.evidence[PASSAGES.wearsOut], RITA_EVIDENCE.evidence[PASSAGES.price]],
    });
    expect(firstAnswer(panel, ben).citations.map(withoutUrl)).toEqual([{ key: 'pains', title: 'Pains and frustrations', page: 'pains' }]);
    expect(await read(panel.id)).toEqual(panel);
    const markdown = panelMarkdown(panel);
    expect(markdown).toContain('After three months the soles are gone, every single pair.');
    expect(markdown).toContain('interview-rita.txt, paragraph 4');
  });

  it('says the guess line in an answer resting on an assumption, and flags the citation', async () => {
    const panel = await run('Are waterproof membranes worth the money?');
    const hers = firstAnswer(panel, rita);
    expect(hers.text).toContain(GUESS_LINE);
    expect(hers.citations.map(withoutUrl)).toContainEqual({ key: 'objections', title: 'Objections and the proof that answers each', page: 'objections', assumption: true });
    expect(firstAnswer(panel, ben).text).not.toContain(GUESS_LINE);
  });

  it('reads answers stored with plain section keys (before claims)', async () => {
    const panel = await run('Do your shoes wear out quickly?');
    await t.database.handle.db.insert(panelAnswers).values({ panelId: panel.id, avatarId: rita.id, round: 1, status: 'done', text: 'An old answer.', citations: ['pains', 'quotes'] });
    const old = (await read(panel.id)).answers.find((a) => a.text === 'An old answer.')!;
    expect(old.citations.map(withoutUrl)).toEqual([
      { key: 'pains', title: 'Pains and frustrations', page: 'pains' },
      { key: 'quotes', title: 'In their own words (quotes)', page: 'quotes' },
    ]);
  });
});
