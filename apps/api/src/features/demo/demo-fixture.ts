import { fileURLToPath } from 'node:url';
import { demoAvatars, type DemoAvatar } from './demo-avatars';

/** The delivered Blueprint fixture `npm run eval:personas -- --fixture <file>` reads: Liam Walsh, the operations manager. */
export const LIAM_FIXTURE_PATH = fileURLToPath(new URL('../persona/fidelity/fixtures/liam-walsh.json', import.meta.url));

/** Liam Walsh as the demo account holds him: his facts, company, campaign and Blueprint. */
export const liamFixture = (): DemoAvatar => demoAvatars().find((a) => a.avatar.name === 'Liam Walsh')!;

/** The fixture file's text. */
export const fixtureJson = (fixture: DemoAvatar) => `${JSON.stringify(fixture, null, 2)}\n`;
