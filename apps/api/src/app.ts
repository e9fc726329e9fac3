import { randomUUID } from 'node:crypto';
import { API_PREFIX, installPlainMessages } from '@persona/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentLimits, type Config } from './config';
import { accountDataRoutes } from './features/account-data/account-data.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { createAuth } from './features/auth/auth';
import { identityResolver } from './features/auth/resolve-identity';
import './features/accounts/caller-records';
import { authRoutes } from './features/auth/auth.routes';
import { isEmailVerified } from './features/auth';
import { LIBRARY_VERSIONS_CHANNEL, libraryVersionReader } from './features/avatars/avatars.queries';
import { avatarsRoutes } from './features/avatars/avatars.routes';
import { avatarLinksRoutes } from './features/avatars/avatar-links.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { securityRoutes } from './features/auth/security.routes';
import { sessionRoutes } from './features/auth/session.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { creditsRoutes } from './features/credits/credits.routes';
import { deliveryRoutes } from './features/delivery/delivery.routes';
import { fidelityRoutes } from './features/fidelity/fidelity.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { sourcesRoutes } from './features/orders/sources.routes';
import { panelsRoutes } from './features/panels/panels.routes';
import { createAnswerBudget } from './features/persona';
import { paymentsRoutes } from './features/payments/payments.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { membersRoutes } from './features/members/members.routes';
import { publicConfigRoutes } from './features/public-config/public-config.routes';
import type { DatabaseHandle } from './lib/db/database';
import { registerCompression } from './lib/compression';
import { registerErrorHandler } from './lib/error-handler';
import './lib/fastify-types';
import { resolveAuthSecret } from './lib/app-secret';
import { clientErrorHandler, frameworkErrors, MAX_HEADER_BYTES, MAX_PARAM_LENGTH } from './lib/http/client-errors';
import { registerAccessGuard } from './lib/http/guard';
import { identityPlugin } from './lib/http/identity-plugin';
import { versionsPlugin } from './lib/db/version-feed';
import { createDocumentReader } from './lib/documents';
import { createLimitStore, limitStoreKind } from './lib/limits';
import { loggerOptions } from './lib/logger';
import { metricsRoutes, registerMetrics } from './lib/metrics';
import { createJobQueue } from './lib/jobs';
import { createMailQueue } from './lib/mail/mail-queue';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createStorage } from './lib/storage';
import { registerNotFound } from './lib/not-found';
import { openApiRoutes, registerOpenApi } from './lib/openapi';
import { DEFAULT_WEB_DIST } from './lib/paths';
import { embedSources } from './lib/embed-sources';
import { registerSecurityHeaders } from './lib/security';
import { loadSpaIndex, registerSpaFiles } from './lib/spa';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP or the outbox folder (see lib/mail); tests may pass a capturing mailer. */
  mailer?: Mailer;
  /** Told of every route as it is registered (tests list them all through it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Every schema is zod, compiled by fastify-type-provider-zod (what `setValidatorCompiler` and
 * `setSerializerCompiler` would install). Given at construction, Fastify never loads its defaults, ajv and
 * fast-json-stringify (some 40 ms of every start), for compilers nothing would use. Fastify's types describe ajv's
 * factories, hence the cast.
 */
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<
  FastifyServerOptions['schemaController']
>['compilersFactory'];

/** Builds the whole server (API under /api plus the built SPA) without listening: main.ts and tests share it. */
export async function buildApp({ config, database, mailer, onRoute }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // What Fastify and Node answer before routing, in the one error format (lib/http/client-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // Loading the plugins takes a second when idle; a loaded machine must not turn that into a failed start.
    pluginTimeout: 60_000,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  // A broken rule is told in plain words ('Must be at most 100 characters.'), the same the screens show.
  installPlainMessages();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  // Handlers register while the app is built; the workers start once it is ready and stop before anything else closes.
  app.decorate('jobs', createJobQueue(database, { pollMs: config.JOB_POLL_INTERVAL_MS, log: app.log }));
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('preClose', async () => app.jobs.stop(config.SHUTDOWN_TIMEOUT_MS));
  app.decorate('mail', createMailQueue(app.jobs, app.mailer, { retryLimit: config.MAIL_RETRY_LIMIT, retryDelayMs: config.MAIL_RETRY_DELAY_MS }));
  app.decorate('storage', createStorage(config, resolveAuthSecret(config)));
  app.decorate('auth', createAuth({ config, db: database.db, mail: app.mail, log: app.log }));
  await registerMetrics(app);
  app.metrics.countJobs(() => app.jobs.counts());
  const onFallback = app.metrics.watchLimitStore(limitStoreKind(config), () => app.limits.isUp());
  app.decorate('limits', await createLimitStore({ config, database, log: app.log, onFallback }));
  app.addHook('onClose', async () => app.limits.close());
  app.decorate('answerBudget', createAnswerBudget(app.limits, config));
  app.decorate('documents', createDocumentReader(documentLimits(config), app.log));
  app.addHook('onClose', async () => app.documents.close());
  // The library versions the avatar list is cached by, and the barrier every write's answer waits for.
  await app.register(versionsPlugin, { channel: LIBRARY_VERSIONS_CHANNEL, read: libraryVersionReader(database.db) });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const webDist = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const spa = loadSpaIndex(webDist);
  await registerSecurityHeaders(app, spa?.scriptHashes ?? [], embedSources(config));
  await registerCompression(app);
  registerErrorHandler(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Who is calling, then the guard: every route below is denied unless its endpoint's access allows.
      await api.register(identityPlugin, { resolve: identityResolver(app.auth, database.db) });
      registerAccessGuard(api, config.CHAT_MEMBERSHIPS);
      await api.register(healthRoutes);
      await api.register(openApiRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(securityRoutes);
      await api.register(accountsRoutes, { isEmailVerified });
      await api.register(invitationsRoutes);
      await api.register(membersRoutes);
      await api.register(publicConfigRoutes);
      await api.register(companiesRoutes);
      await api.register(creditsRoutes);
      await api.register(adminRoutes);
      await api.register(ordersRoutes);
      await api.register(sourcesRoutes);
      await api.register(filesRoutes);
      await api.register(avatarsRoutes);
      await api.register(avatarLinksRoutes);
      await api.register(deliveryRoutes);
      await api.register(chatRoutes);
      await api.register(panelsRoutes);
      await api.register(fidelityRoutes);
      await api.register(paymentsRoutes);
      await api.register(activityRoutes);
      await api.register(accountDataRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (spa) await registerSpaFiles(app, webDist);
  registerNotFound(app, spa);
  return app;
}
