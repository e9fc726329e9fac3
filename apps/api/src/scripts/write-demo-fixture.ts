// `node --import tsx apps/api/src/scripts/write-demo-fixture.ts`: rewrites the fidelity suite's Liam Walsh
// fixture from the demo Blueprints (after they change; demo-fixture.test.ts fails until then).
import { writeFileSync } from 'node:fs';
import { fixtureJson, LIAM_FIXTURE_PATH, liamFixture } from '../features/demo/demo-fixture';

writeFileSync(LIAM_FIXTURE_PATH, fixtureJson(liamFixture()));
console.warn(`Wrote ${LIAM_FIXTURE_PATH}`);
