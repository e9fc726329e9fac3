import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockOidc } from '../apps/api/src/test/fakes/mock-oidc';
import { startSmtpSink } from '../apps/api/src/test/fakes/smtp-sink';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { createBootstrapAdmin } from './support/bootstrap-admin';
import { EMBED_PAGES, ONBOARDING_VIDEO_PATH, startEmbedServer } from './support/embed-server';
import { FIDELITY_RUNS_PER_HOUR } from './support/portal-limits';
import { startPortal } from './support/portal-server';

/**
 * Starts the stand-ins (SMTP server, mock Google OpenID provider), then the built portal wired to them on a
 * free port with an empty data folder, and registers the instance's first user (the bootstrap admin). With
 * TEST_DATABASE_URL set (as CI sets it) the portal runs on a new database on that PostgreSQL server, else on PGlite.
 * A static stand-in server gives the portal its embedded community page and the first onboarding step's video;
 * the chat-bot page and the other videos stay unset, so both states of those screens can be seen.
 * Tests read the E2E_* variables set here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = await mkdtemp(join(tmpdir(), 'portal-e2e-mail-'));
  const smtp = await startSmtpSink(mailDir);
  const oidc = await startMockOidc();
  const embeds = await startEmbedServer();
  const database = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : null;
  console.warn(`e2e: the portal runs on ${database ? 'PostgreSQL' : 'embedded PGlite'}`);
  const portal = await startPortal({
    ...(database ? { DATABASE_URL: database.url } : {}),
    SMTP_URL: smtp.url,
    // Mails are background jobs: an idle worker looks for them twice a second (pg-boss's shortest poll).
    JOB_POLL_INTERVAL_MS: '500',
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
    SUPPORT_EMAIL: 'support@example.com',
    COMMUNITY_URL: `${embeds.url}${EMBED_PAGES.community.path}`,
    ONBOARDING_VIDEO_1: `${embeds.url}${ONBOARDING_VIDEO_PATH}`,
    // External Blueprint documents of this origin are framed; any other opens in a new tab.
    DOCUMENT_FRAME_ORIGINS: 'https://docs.example.com',
    // Every browser test signs in from 127.0.0.1: keep the per-address limit out of their way.
    AUTH_RATE_LIMIT_IP_MAX: '100000',
    // Small enough for chat.spec to spend an account's hour quickly; every other spec asks far fewer per account.
    CHAT_ANSWERS_PER_HOUR: '10',
    FIDELITY_RUNS_PER_HOUR: String(FIDELITY_RUNS_PER_HOUR),
  });
  const admin = await createBootstrapAdmin(portal.baseUrl);
  Object.assign(process.env, {
    E2E_BASE_URL: portal.baseUrl,
    E2E_MAIL_DIR: mailDir,
    E2E_OIDC_ISSUER: oidc.issuer,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_EMBED_URL: embeds.url,
  });
  return async () => {
    await portal.stop();
    await database?.drop();
    await Promise.all([smtp.stop(), oidc.stop(), embeds.stop()]);
    await rm(mailDir, { recursive: true, force: true });
  };
}
