// `node --import tsx e2e/support/built-server-check.ts` after `npm run build`: starts the built server
// (apps/api/dist/main.js) with the Node that runs this file, on a free port with an empty data folder, waits for
// /api/health, signs the first user up through the API and stops it; a failure exits non-zero.
// scripts/node-versions.mjs runs it with every further Node line the project supports.
import { createBootstrapAdmin } from './bootstrap-admin';
import { startPortal } from './portal-server';

const portal = await startPortal();
try {
  const admin = await createBootstrapAdmin(portal.baseUrl);
  console.warn(`built server on Node ${process.version}: /api/health answered, ${admin.email} signed up`);
} finally {
  await portal.stop();
}
