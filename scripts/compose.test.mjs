// compose.yaml cannot be run here (no container engine): these checks hold it to what the server accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadConfig } from '../apps/api/src/config.ts';

const text = readFileSync(new URL('../compose.yaml', import.meta.url), 'utf8');
/** Compose's ${NAME:?message} and ${NAME:-default}, as `docker compose` fills them from the environment. */
const interpolate = (source, env) =>
  source.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name, kind, rest) => {
    if (env[name] !== undefined) return env[name];
    if (kind === '-') return rest;
    throw new Error(`compose would stop: ${name} is unset (${rest})`);
  });
const operatorEnv = { AUTH_SECRET: 'a'.repeat(48), POSTGRES_PASSWORD: 'db-password', S3_SECRET_ACCESS_KEY: 's3-secret-key' };
const compose = parse(interpolate(text, operatorEnv), { merge: true });
const portals = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'Containerfile');

describe('compose.yaml', () => {
  it('stops with a message when a secret the operator must choose is unset', () => {
    for (const name of Object.keys(operatorEnv)) {
      expect(() => interpolate(text, { ...operatorEnv, [name]: undefined })).toThrow(`${name} is unset`);
    }
  });

  it('runs as many portal processes from the Containerfile as INSTANCES says', () => {
    expect(portals.map(([name]) => name)).toEqual(['portal-1', 'portal-2']);
    for (const [, portal] of portals) expect(Number(portal.environment.INSTANCES)).toBe(portals.length);
  });

  it("gives each portal only settings config.ts knows, and a configuration the server's start accepts", () => {
    const known = new Set(Object.keys(configSchema.shape));
    for (const [, portal] of portals) {
      expect(Object.keys(portal.environment).filter((name) => !known.has(name))).toEqual([]);
      // loadConfig refuses INSTANCES=2 with any single-process setting (PGlite, local files, in-memory counters).
      const config = loadConfig(portal.environment);
      expect(config).toMatchObject({ DATABASE_URL: expect.stringContaining('@postgres:5432/'), STORAGE_DRIVER: 's3', INSTANCES: 2 });
      expect(config.REDIS_URL).toBe('redis://redis:6379');
    }
  });

  it('reaches files at the address browsers use: S3 under the portal origin, routed by the proxy that name points to', () => {
    const [, portal] = portals[0];
    const { hostname, port } = new URL(portal.environment.APP_URL);
    expect(portal.environment.S3_ENDPOINT).toBe(portal.environment.APP_URL);
    expect(compose.services.proxy.networks.default.aliases).toContain(hostname);
    expect(compose.services.proxy.ports).toContain(`${port}:${port}`);
    const caddyfile = compose.configs.caddyfile.content;
    expect(caddyfile).toContain(`:${port} {`);
    expect(caddyfile).toContain(`reverse_proxy /${portal.environment.S3_BUCKET}/* s3:8333`);
    for (const [name] of portals) expect(caddyfile).toContain(`${name}:3000`);
    expect(compose.services.bucket.command.join(' ')).toContain(`--bucket ${portal.environment.S3_BUCKET}`);
    expect(JSON.parse(compose.configs['s3-identities'].content).identities[0].credentials[0]).toEqual({
      accessKey: portal.environment.S3_ACCESS_KEY_ID,
      secretKey: portal.environment.S3_SECRET_ACCESS_KEY,
    });
  });

  it('declares every service, volume and config it refers to', () => {
    for (const service of Object.values(compose.services)) {
      const dependencies = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const name of dependencies) expect(compose.services).toHaveProperty([name]);
      for (const volume of service.volumes ?? []) expect(compose.volumes).toHaveProperty([volume.split(':')[0]]);
      for (const { source } of service.configs ?? []) expect(compose.configs).toHaveProperty([source]);
    }
  });
});
