import { Writable } from 'node:stream';
import { API_PREFIX, DEFAULT_CHAT_MEMBERSHIPS, endpointPath, endpoints } from '@persona/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerAccessGuard } from './guard';
import { route } from './route';

/** A scope with the guard and one route, logging warnings into `logged`. */
async function scopeWith(register: (scope: FastifyInstance) => void) {
  const logged: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('identity', null);
  await app.register(
    async (scope) => {
      registerAccessGuard(scope, DEFAULT_CHAT_MEMBERSHIPS);
      register(scope);
    },
    { prefix: API_PREFIX },
  );
  return { app, logged };
}

describe('route()', () => {
  it('lets a handler answer by itself (a page, a relay) without a second send', async () => {
    const { app, logged } = await scopeWith((scope) =>
      route(scope, endpoints.portrait, { handler: async ({ reply }) => reply.type('image/svg+xml').send('<svg/>') }),
    );
    const res = await app.inject({ method: 'GET', url: endpointPath(endpoints.portrait, { seed: 'seed.svg' }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg/>');
    expect(logged.join('')).not.toContain('already sent');
  });

  it("sends a handler's result through the endpoint's response schema", async () => {
    const publicSettings = { supportEmail: 'help@example.com', googleSignIn: false, communityUrl: null, chatbotUrl: null, onboardingVideos: [], documentFrameOrigins: [], blueprintDrafts: false, chatMemberships: ['test'], payments: 'off' as const };
    const { app } = await scopeWith((scope) => {
      route(scope, endpoints.publicConfig, { handler: async () => publicSettings });
    });
    const res = await app.inject({ method: 'GET', url: endpoints.publicConfig.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(publicSettings);
  });

  it('sends a large answer without re-validating it, and revalidates it with an ETag', async () => {
    const { app } = await scopeWith((scope) => {
      // publicConfig stands in for a list: a public endpoint with a response schema (nullable fields, an array).
      route(scope, endpoints.publicConfig, {
        large: { etag: true },
        handler: async () => ({ supportEmail: 'help@example.com', googleSignIn: false, communityUrl: null, chatbotUrl: 'https://bot.example.com', onboardingVideos: [], documentFrameOrigins: [], blueprintDrafts: false, chatMemberships: ['test'], payments: 'off' as const }),
      });
    });
    const res = await app.inject({ method: 'GET', url: endpoints.publicConfig.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toEqual({ supportEmail: 'help@example.com', googleSignIn: false, communityUrl: null, chatbotUrl: 'https://bot.example.com', onboardingVideos: [], documentFrameOrigins: [], blueprintDrafts: false, chatMemberships: ['test'], payments: 'off' });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const ifNoneMatch of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      expect((await app.inject({ method: 'GET', url: endpoints.publicConfig.path, headers: { 'if-none-match': ifNoneMatch } })).statusCode).toBe(304);
    }
    expect((await app.inject({ method: 'GET', url: endpoints.publicConfig.path, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
  });

  it('refuses a non-public route that states no ownership', async () => {
    const app = Fastify();
    const registering = app.register(async (scope) => {
      // @ts-expect-error -- the type requires owner for an 'active' endpoint; the runtime check is what is tested
      route(scope, endpoints.getCompany, { handler: async () => undefined });
    });
    await expect(registering).rejects.toThrow(/must state how it scopes to the caller/);
  });
});
