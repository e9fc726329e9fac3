/**
 * Property-based fuzzing of every /api route: no request, however malformed, gets a 5xx, and every 4xx is the
 * one error format. Each catalogue endpoint (allEndpoints, the hidden ones included; the test below proves the
 * OpenAPI document lists nothing else) is called RUNS times with requests generated from and around its
 * schemas (request-arbitraries.ts), as anonymous, as an active member and as a site admin. The few routes
 * outside the catalogue (the reference pages under /api/docs) and unknown /api paths get their own property.
 *
 * Three kinds of request, in equal parts: clean (a signed-in caller, ids that exist, bodies shaped by the schema:
 * they reach the handlers and the database), sharp (the same with hostile text: NUL, broken Unicode, huge,
 * malformed uploads and JSON), fuzzy (any caller, hostile values of any type anywhere, broken encodings, wrong
 * content types, missing and extra fields, stray headers).
 *
 * Bounded: a fixed seed and RUNS requests an endpoint (57 endpoints × 25, plus 75 for the pages and unknown
 * paths: about 1,500 requests), about 10 s on an idle machine and under 40 s on a loaded 2-core one, on
 * each database, so it runs on both projects like every API test. A failure prints the request; fast-check
 * prints the seed and path to replay it. FUZZ_STATS=1 prints how often each endpoint answered each status;
 * FUZZ_SEED=… FUZZ_RUNS=… explore other requests (by hand: the suite itself stays fixed).
 */
import { allEndpoints, API_PREFIX, endpoints, errorBodySchema, operationIdOf, type EndpointDefinition } from '@persona/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCallers, type Member } from '../auth-helpers';
import type { Callers } from '../app-with-callers';
import { call, callOk } from '../call';
import { saveCallerState } from '../caller-state';
import { giveCredits, orderAndDeliver } from '../delivery-helpers';
import { orderPayload, placeOrder, seedCampaign } from '../order-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { DATA_CSP, PERMISSIONS_POLICY } from '../../lib/security';
import { extraHeaders, pathFor, payloadFor, queryFor, type KnownValues, type Mode, type Payload } from './request-arbitraries';

// Fixed, so every run of the suite sends the same requests; FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_917);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Each endpoint's property gets its own wide limit (the suite's default is 60 s a test). */
const ENDPOINT_TIMEOUT_MS = 90_000;

/** Routes that answer 503 UNAVAILABLE by design in this app, which has no model configured (LLM_BASE_URL). */
const NEEDS_MODEL = new Set<EndpointDefinition>([endpoints.draftBlueprint]);

/** Routes that answer something else than JSON when they succeed, and set their own caching then. */
// The library lists answer `private, no-cache` with an ETag (docs/decisions.md, "Library lists revalidate").
const OWN_CACHING = new Set<EndpointDefinition>([endpoints.downloadFile, endpoints.portrait, endpoints.blueprintPage, endpoints.listAvatars, endpoints.listAvatarPage]);

const CALLERS = ['anonymous', 'member', 'admin'] as const;
type FuzzCaller = (typeof CALLERS)[number];

let t: TestApp;
let callers: Callers;
let known: KnownValues;
let restore: () => Promise<void>;
const routes: RouteOptions[] = [];

/** FUZZ_STATS=1 prints how often each endpoint answered each status: how deep the requests got (2xx: past every check). */
const statuses = new Map<string, number>();
const count = (endpoint: EndpointDefinition, status: number) => {
  const key = `${operationIdOf(endpoint)} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
};

/** What the fuzzed app holds, so that generated ids sometimes reach real records (and the code behind them). */
async function seedKnownValues(members: Callers): Promise<KnownValues> {
  const { admin, member, other } = members;
  await giveCredits(t.app, admin, member, 5);
  const { order, avatar } = await orderAndDeliver(t.app, admin, member);
  const seeded = await seedCampaign(t.app, member, 'Fuzz Co');
  const open = (await placeOrder(t.app, member, orderPayload(member, seeded))).json() as { id: string };
  const upload = await callOk(t.app, endpoints.uploadAttachment, { body: { fileName: 'brief.pdf', content: '%PDF-1.4\n%%EOF\n' }, token: member.token });
  const { url: fileUrl } = await callOk(t.app, endpoints.signFileUrl, { query: { key: upload.attachment }, token: member.token });
  const signedQueries = [fileUrl, avatar.docUrl, avatar.data.img]
    .filter((url) => url.includes('signature='))
    .map((url) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams));
  // The member may chat (the 'test' membership), with a thread and an attachment to name.
  await callOk(t.app, endpoints.setMembership, { params: { id: member.account.id }, body: { membership: 'test' }, token: admin.token });
  const thread = await callOk(t.app, endpoints.newThread, { body: { accountId: member.account.id, avatarId: avatar.id }, token: member.token });
  const chatFile = await callOk(t.app, endpoints.uploadChatAttachment, { body: { fileName: 'notes.txt', content: 'Some notes.' }, token: member.token });
  await callOk(t.app, endpoints.sendChatMessage, { body: { threadId: thread.id, message: 'Hello?' }, token: member.token });
  const [question] = await callOk(t.app, endpoints.listThreadMessages, { params: { threadId: thread.id }, token: member.token });
  const people: Member[] = [admin, member, other];
  const folder = upload.attachment.split('/').slice(0, 2).join('/');
  const companies = [seeded.company.id, ...(avatar.data.companyId ? [avatar.data.companyId] : [])];
  const campaigns = [seeded.campaign.id, ...(avatar.data.campaignId ? [avatar.data.campaignId] : [])];
  return {
    byField: {
      accountId: [member.account.id],
      userId: [member.user.id],
      companyId: companies,
      campaignId: campaigns,
      email: people.map((m) => m.email),
      // A stored key, and odd ones beside it in the member's own folder (spaces, dots, a trailing slash).
      key: [upload.attachment, ...['a b.pdf', '../x.pdf', '', '.hidden', 'x/../../y'].map((name) => `${folder}/${name}`), `${folder}//x.pdf`],
      // An order's upload, a chat attachment, or none ('' is none for both).
      attachment: [upload.attachment, chatFile.attachment, ''],
      avatarId: [avatar.id],
      threadId: [thread.id],
      messageId: [question!.id],
      providerId: ['google'],
      seed: ['a1b2.svg'],
    },
    ids: [
      ...people.flatMap((m) => [m.account.id, m.user.id]),
      order.id,
      open.id,
      avatar.id,
      thread.id,
      question!.id,
      ...(avatar.docId ? [avatar.docId] : []),
      seeded.company.id,
      seeded.campaign.id,
      'google',
    ],
    emails: people.map((m) => m.email),
    fileKeys: [upload.attachment],
    signedQueries,
  };
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
  callers = await createCallers(t.app);
  known = await seedKnownValues(callers);
  restore = await saveCallerState(t.app, callers);
});
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log([...statuses].map(([key, n]) => `${key}: ${n}`).join('\n'));
  return t?.close();
});
// Calls may deactivate, promote or sign out the callers: each endpoint starts from the same callers.
afterEach(() => restore());

interface FuzzRequest {
  caller: FuzzCaller;
  method: InjectOptions['method'];
  url: string;
  payload: Payload;
  headers: Record<string, string>;
}

const preview = (body: Buffer | undefined) => {
  if (!body) return '(no body)';
  const text = body.subarray(0, 200).toString('utf8');
  return JSON.stringify(body.length > 200 ? `${text}… (${body.length} bytes)` : text);
};
const describeRequest = (r: FuzzRequest) =>
  `${r.caller} ${String(r.method)} ${r.url.length > 200 ? `${r.url.slice(0, 200)}…` : r.url} [${r.payload.contentType ?? 'no content-type'}] ${preview(r.payload.body)}`;

function send(r: FuzzRequest): Promise<LightMyRequestResponse> {
  const token = r.caller === 'anonymous' ? undefined : callers[r.caller].token;
  return t.app.inject({
    method: r.method,
    url: r.url,
    headers: {
      ...r.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(r.payload.contentType === undefined ? {} : { 'content-type': r.payload.contentType }),
    },
    ...(r.payload.body === undefined ? {} : { payload: r.payload.body }),
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The rules every answer keeps, whatever was sent. */
function expectWellFormed(r: FuzzRequest, res: LightMyRequestResponse, ownCaching: boolean, unconfigured = false): void {
  const what = `${describeRequest(r)}\n  → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (unconfigured && res.statusCode === 503) expect(parseJson(res.body), what).toMatchObject({ error: { code: 'UNAVAILABLE' } });
  else expect(res.statusCode, what).toBeLessThan(500);
  // A JSON or event-stream answer carries the data headers; anything else (a page, a file) the pages' ones.
  if (/^(application\/json|text\/event-stream)/.test(String(res.headers['content-type'] ?? ''))) expect(res.headers['content-security-policy'], what).toBe(DATA_CSP);
  else expect(res.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  if (r.method === 'HEAD') return;
  const cache = String(res.headers['cache-control'] ?? '');
  if (res.statusCode >= 400) {
    expect(errorBodySchema.safeParse(parseJson(res.body)).success, `not the error format: ${what}`).toBe(true);
    expect(res.body, what).not.toMatch(/Failed query|\bselect\b.+\bfrom\b|\n\s+at .+:\d+:\d+/i);
    expect(cache, what).toContain('no-store');
  } else if (!ownCaching) {
    expect(cache, what).toContain('no-store');
  } else {
    expect(cache, what).not.toBe('');
  }
}

/**
 * Clean requests (a signed-in caller, ids that exist, bodies shaped by the schema) reach the handlers and the
 * database; fuzzy ones (any caller, hostile values anywhere, broken encodings, wrong content types) the edges.
 */
function requestsFor(endpoint: EndpointDefinition, mode: Mode): fc.Arbitrary<FuzzRequest> {
  const method =
    endpoint.method === 'GET' && mode === 'fuzzy'
      ? fc.oneof({ weight: 9, arbitrary: fc.constant<InjectOptions['method']>('GET') }, { weight: 1, arbitrary: fc.constant<InjectOptions['method']>('HEAD') })
      : fc.constant<InjectOptions['method']>(endpoint.method);
  return fc
    .record({
      caller: mode === 'fuzzy' ? fc.constantFrom(...CALLERS) : fc.constantFrom<FuzzCaller>('member', 'admin'),
      method,
      path: pathFor(endpoint, known, mode),
      query: queryFor(endpoint, known, mode),
      payload: payloadFor(endpoint, known, mode),
      headers: mode === 'fuzzy' ? extraHeaders : fc.constant<Record<string, string>>({}),
    })
    .map(({ caller, method, path, query, payload, headers }): FuzzRequest => {
      // A signed-in caller's own token stands: a stray Authorization is the anonymous caller's kind of garbage.
      const { authorization, ...rest } = headers;
      const sent = caller === 'anonymous' && authorization ? { ...rest, authorization } : rest;
      return { caller, method, url: path + query, payload: method === 'HEAD' ? {} : payload, headers: sent };
    });
}

describe('API fuzzing: no 5xx, and every 4xx in the one error format', () => {
  it('covers every route of the OpenAPI document, and every registered /api route is fuzzed below', async () => {
    const document = (await call(t.app, endpoints.openApiDocument)).json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const documented = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    const catalogued = new Set(allEndpoints.map(operationIdOf));
    for (const id of documented) expect(catalogued.has(id ?? ''), `documented but not fuzzed: ${id}`).toBe(true);

    const outside = routes.filter((r) => r.url.startsWith(API_PREFIX) && r.method !== 'HEAD' && !(r.config as { endpoint?: unknown } | undefined)?.endpoint);
    // Only the API reference pages (@fastify/swagger-ui) live outside the catalogue; they have their own property.
    for (const route of outside) expect(route.url, `an /api route outside the catalogue: ${String(route.method)} ${route.url}`).toMatch(/^\/api\/docs(\/|$)/);
  });

  for (const endpoint of allEndpoints) {
    it(
      `${operationIdOf(endpoint)}: ${endpoint.method} ${endpoint.path}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.oneof(requestsFor(endpoint, 'clean'), requestsFor(endpoint, 'sharp'), requestsFor(endpoint, 'fuzzy')), async (request) => {
            const res = await send(request);
            count(endpoint, res.statusCode);
            expectWellFormed(request, res, OWN_CACHING.has(endpoint), NEEDS_MODEL.has(endpoint));
          }),
          { seed: SEED, numRuns: RUNS },
        );
      },
      ENDPOINT_TIMEOUT_MS,
    );
  }

  it(
    'the API reference pages (outside the catalogue: HTML and static files) and unknown /api paths',
    async () => {
      const segment = fc.oneof(
        fc.string({ maxLength: 12 }).map(encodeURIComponent),
        fc.constantFrom('static', 'static/swagger-ui.css', 'static/index.html', 'index.html', 'json', 'yaml', '..', '%', '%E0%A4%A', '%00', 'a'.repeat(400)),
      );
      const request = fc.record({
        caller: fc.constantFrom(...CALLERS),
        method: fc.constantFrom<InjectOptions['method']>('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        url: fc.tuple(fc.constantFrom(`${API_PREFIX}/docs`, API_PREFIX, `${API_PREFIX}/companies`, `${API_PREFIX}/auth`), fc.array(segment, { maxLength: 3 })).map(([base, rest]) => [base, ...rest].join('/')),
        payload: fc.constant<Payload>({}),
        headers: fc.constant({}),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          // Success here is HTML, JSON or a redirect (the reference pages), or a static file of the reference
          // page (@fastify/static sets its caching); the other rules above still hold.
          expectWellFormed(r, await send(r), r.url.startsWith(`${API_PREFIX}/docs/static/`));
        }),
        { seed: SEED, numRuns: RUNS * 3 },
      );
    },
    ENDPOINT_TIMEOUT_MS,
  );
});
