import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, prepareAnswer, sendPrepared } from './prepared-answer';

const list = Array.from({ length: 200 }, (_, n) => ({ id: `avatar-${n}`, name: `Persona ${n}` }));

async function serving(answer = prepareAnswer(list)) {
  const app = Fastify();
  app.get('/list', (request, reply) => sendPrepared(request, reply, 200, answer, true));
  return app;
}

describe('prepared answers', () => {
  it('sends brotli, then gzip, then plain JSON as the client accepts, the same document each way', async () => {
    const app = await serving();
    const br = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    const gz = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const plain = await app.inject({ url: '/list', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.json()).toEqual(list);
    }
  });

  it('answers 304 to the ETag it gave, on every encoding', async () => {
    const app = await serving();
    const first = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await app.inject({ url: '/list', headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('sends a small answer uncompressed', async () => {
    const app = await serving(prepareAnswer({ ok: true }));
    const res = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('the answer cache', () => {
  it('builds once per version, once for simultaneous misses, and again when the version moves', async () => {
    const answers = createAnswerCache();
    let builds = 0;
    const build = (value: unknown) => async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const [a, b, c] = await Promise.all([answers('account-1', '1', build(['one'])), answers('account-1', '1', build(['one'])), answers('account-1', '1', build(['one']))]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a!.json.toString()).toBe('["one"]');
    expect(await answers('account-1', '1', build(['stale']))).toBe(a);
    expect(builds).toBe(1);
    const moved = await answers('account-1', '2', build(['two']));
    expect(builds).toBe(2);
    expect(moved.json.toString()).toBe('["two"]');
    expect(moved.etag).not.toBe(a!.etag);
    expect((await answers('account-2', '2', build(['other']))).json.toString()).toBe('["other"]');
    expect(builds).toBe(3);
  });

  it('does not keep a failed build', async () => {
    const answers = createAnswerCache();
    await expect(answers('account-1', '1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await answers('account-1', '1', async () => ['back'])).json.toString()).toBe('["back"]');
  });

  it('forgets the least recently used answers beyond its memory budget', async () => {
    const answers = createAnswerCache(10_000);
    let builds = 0;
    const big = async () => {
      builds += 1;
      return 'x'.repeat(4_000);
    };
    await answers('a', '1', big);
    await answers('b', '1', big);
    await answers('a', '1', big);
    expect(builds).toBe(3);
  });
});
