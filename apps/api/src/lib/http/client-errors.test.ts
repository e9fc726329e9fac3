import { connect } from 'node:net';
import { API_PREFIX, endpoints, errorBodySchema } from '@persona/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '../../test/call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DATA_CSP } from '../security';
import { MAX_HEADER_BYTES, MAX_PARAM_LENGTH } from './client-errors';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  // A real socket: Node answers some requests (headers too large, broken HTTP) before Fastify or inject sees them.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library to fix them) and reads the answer until the server closes or it is complete. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const parse = (): RawAnswer | null => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = text.slice(end + 4);
      const length = Number(headers['content-length'] ?? NaN);
      if (Number.isFinite(length) && Buffer.byteLength(body) < length) return null;
      return { status: Number(statusLine?.split(' ')[1]), headers, body };
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = parse();
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = parse();
      if (answer) resolve(answer);
      else reject(new Error(`no complete answer: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
    });
    socket.write(request);
  });
}

const get = (path: string, extra = '') => sendRaw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`);

function expectErrorFormat(answer: RawAnswer, status: number) {
  expect(answer.status, answer.body).toBe(status);
  expect(errorBodySchema.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toBe(DATA_CSP);
}

describe('what the server answers before the routes', () => {
  it.each(['/api/companies/%E0%A4%A', '/api/companies/%C3%28', '/api/companies/%'])('answers bad percent-encoding (%s) with 400 in the error format', async (path) => {
    const answer = await get(path);
    expectErrorFormat(answer, 400);
    expect(JSON.parse(answer.body).error.code).toBe('BAD_REQUEST');
  });

  it('answers bad percent-encoding through inject the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/a%E0%A4%A?expires=1&signature=x' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it(`answers a path parameter over ${MAX_PARAM_LENGTH} characters with 414 in the error format`, async () => {
    const answer = await get(`${API_PREFIX}/companies/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`);
    expectErrorFormat(answer, 414);
  });

  it('looks up an email of up to 320 characters (the router used to cut parameters at 100)', async () => {
    const email = `${'a'.repeat(200)}@example.com`;
    const res = await call(t.app, endpoints.findUserByEmail, { params: { email } });
    // Anonymous: the guard answers, which means the route was found.
    expect(res.statusCode).toBe(401);
  });

  it('answers a parameter longer than its schema allows with 400 and the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/portraits/${'a'.repeat(150)}.svg` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('params.seed');
  });

  it(`answers headers over ${MAX_HEADER_BYTES / 1024} KiB with 431 in the error format (Node's own answer had no body)`, async () => {
    const answer = await get(endpoints.health.path, `X-Padding: ${'a'.repeat(MAX_HEADER_BYTES + 1)}\r\n`);
    expectErrorFormat(answer, 431);
  });

  it('answers a bearer token too large for the headers with 431 too', async () => {
    const answer = await get(endpoints.getMe.path, `Authorization: Bearer ${'t'.repeat(MAX_HEADER_BYTES)}\r\n`);
    expectErrorFormat(answer, 431);
  });

  it('answers a malformed request with 400 in the error format', async () => {
    expectErrorFormat(await sendRaw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n'), 400);
    expectErrorFormat(await sendRaw('NOT-HTTP\r\n\r\n'), 400);
  });

  it('still serves ordinary requests on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${endpoints.health.path}`, { headers: bearer('x') });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
