import { endpointPath, routes, endpointUrl } from '@persona/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, isApiError, onUnauthorized } from './api-client';
import { setToken } from './token-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('callApi', () => {
  it("calls the endpoint's path with its params filled in and returns the JSON body", async () => {
    const fetchMock = stubFetch(json(200, [{ id: 'a1' }]));
    await expect(callApi(routes.listAvatars, { params: { accountId: 'acc 1' } })).resolves.toEqual([{ id: 'a1' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpointPath(routes.listAvatars, { accountId: 'acc 1' }));
    expect(url).toContain('acc%201');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('adds the query to the address', async () => {
    const fetchMock = stubFetch(json(200, { url: 'signed' }));
    await callApi(routes.signFileUrl, { query: { key: 'uploads/a b.pdf' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpointUrl(routes.signFileUrl, { query: { key: 'uploads/a b.pdf' } }));
  });

  it("sends a JSON body with the endpoint's method, and the bearer token when one is known", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    setToken('tok-123');
    await expect(callApi(routes.setFavorite, { params: { id: 'a1' }, body: { favorite: true } })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"favorite":true}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    const fetchMock = stubFetch(json(201, { img: 'i1' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'p.jpg');
    await expect(callApi(routes.uploadPortrait, { body: form })).resolves.toEqual({ img: 'i1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('throws an ApiError carrying the status, code and message of the error body', async () => {
    stubFetch(json(404, { error: { code: 'NOT_FOUND', message: 'No such avatar.' } }));
    const error = await callApi(routes.getAvatar, { params: { id: 'missing' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such avatar.' });
  });

  it('falls back to the generic message when the error body is not the API format', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(routes.listOrders, { params: { accountId: 'x' } })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'We had some issues processing your request.',
    });
  });
});

describe('isApiError', () => {
  it('tells a refusal apart by its code, whatever the message says', () => {
    const refusal = new ApiError(409, 'INSUFFICIENT_FUNDS', 'Any wording at all.');
    expect(isApiError(refusal, routes.orderBlueprint, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(isApiError(refusal, routes.orderBlueprint, 'IDEMPOTENCY_KEY_REUSED')).toBe(false);
    expect(isApiError(new Error('INSUFFICIENT_FUNDS'), routes.orderBlueprint, 'INSUFFICIENT_FUNDS')).toBe(false);
  });

  it("takes only a code the route may answer: its own, or what its declaration implies (typecheck proves the rest)", () => {
    const refusal = new ApiError(409, 'NAME_TAKEN', 'That name is taken.');
    expect(isApiError(refusal, routes.renameCompany, 'NAME_TAKEN')).toBe(true);
    // Every route: UNAVAILABLE, INTERNAL. An active-level route with input: the access refusals and BAD_REQUEST.
    expect(isApiError(refusal, routes.renameCompany, 'UNAVAILABLE')).toBe(false);
    expect(isApiError(refusal, routes.renameCompany, 'ACCOUNT_INACTIVE')).toBe(false);
    expect(isApiError(refusal, routes.renameCompany, 'BAD_REQUEST')).toBe(false);
    expect(isApiError(refusal, routes.getPanel, 'MEMBERSHIP_REQUIRED')).toBe(false);
    // @ts-expect-error renaming a company never answers INSUFFICIENT_FUNDS
    expect(isApiError(refusal, routes.renameCompany, 'INSUFFICIENT_FUNDS')).toBe(false);
    // @ts-expect-error a public route never answers UNAUTHENTICATED
    expect(isApiError(refusal, routes.health, 'UNAUTHENTICATED')).toBe(false);
    // @ts-expect-error a route that takes no input never refuses it
    expect(isApiError(refusal, routes.getMe, 'BAD_REQUEST')).toBe(false);
    // @ts-expect-error only admin routes answer ADMINS_ONLY
    expect(isApiError(refusal, routes.renameCompany, 'ADMINS_ONLY')).toBe(false);
    // @ts-expect-error no such code at all
    expect(isApiError(refusal, routes.renameCompany, 'NAME_TAKEN_TWICE')).toBe(false);
  });
});

describe('callApi and a lost session', () => {
  it('tells the onUnauthorized listeners when a call with the session token answers 401', async () => {
    stubFetch(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } }));
    setToken('tok-1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(callApi(routes.getMe)).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet for a 401 without the session token (a wrong password, say)', async () => {
    stubFetch(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } }));
    setToken('tok-1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(
      callApi(routes.signInWithEmail, { body: { email: 'ada@example.com', password: 'wrong' }, token: null }),
    ).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('sends an explicit token instead of the session one', async () => {
    const fetchMock = stubFetch(json(201, { id: 'acc-1' }));
    setToken('session-token');
    await callApi(routes.createAccount, { body: { name: 'Acme' }, token: 'fresh-token' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer fresh-token');
  });
});
