import { endpoints, PANEL_TEXTS, type LibraryAvatar } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Callers } from '../../test/app-with-callers';
import { call } from '../../test/call';
import { callersOnTest } from '../../test/chat-helpers';
import { orderAndDeliver } from '../../test/delivery-helpers';
import { endedPanel, newPanel, runToEnd } from '../../test/panel-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The hourly limit of panel runs per account (PANEL_RUNS_PER_HOUR, 2 here). */
let t: TestApp;
let callers: Callers;
let avatars: LibraryAvatar[];

beforeAll(async () => {
  t = await createTestApp({ env: { PANEL_RUNS_PER_HOUR: '2' } });
  callers = await callersOnTest(t.app, { member: 5, other: 5 });
  avatars = [];
  for (const who of [callers.member, callers.member, callers.other, callers.other]) avatars.push((await orderAndDeliver(t.app, callers.admin, who)).avatar);
});
afterAll(() => t.close());

describe('the hourly limit of panel runs', () => {
  it('answers 429 with the text (before any stream) once the account has run its panels for the hour, and counts per account', async () => {
    const mine = await newPanel(t.app, callers.member, { kind: 'asset', avatarIds: [avatars[0]!.id, avatars[1]!.id], prompt: 'Buy now.\nFree returns.' });
    const other = await newPanel(t.app, callers.member, { kind: 'question', avatarIds: [avatars[0]!.id, avatars[1]!.id], prompt: 'Why?' });
    expect(endedPanel(await runToEnd(t.app, callers.member, mine.id)).status).toBe('done');
    expect(endedPanel(await runToEnd(t.app, callers.member, other.id)).status).toBe('done');

    const refused = await call(t.app, endpoints.runPanel, { params: { id: mine.id }, token: callers.member.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: PANEL_TEXTS.runLimit(2) });
    const after = await call(t.app, endpoints.getPanel, { params: { id: mine.id }, token: callers.member.token });
    expect(after.json().status).toBe('done');

    // Another account has its own hour.
    const theirs = await newPanel(t.app, callers.other, { kind: 'question', avatarIds: [avatars[2]!.id, avatars[3]!.id], prompt: 'Why?' });
    expect(endedPanel(await runToEnd(t.app, callers.other, theirs.id)).status).toBe('done');
  });
});
