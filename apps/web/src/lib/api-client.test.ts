import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onUnauthorized } from './api-client';
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

describe('apiFetch', () => {
  it('calls /api + path and returns the JSON body', async () => {
    const fetchMock = stubFetch(json(200, [{ id: 'a1' }]));
    await expect(apiFetch<{ id: string }[]>('/avatars/account/acc-1')).resolves.toEqual([{ id: 'a1' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/avatars/account/acc-1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('sends a JSON body and the bearer token when one is known', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    setToken('tok-123');
    await expect(apiFetch('/avatars/a1/favorite', { method: 'PATCH', body: { favorite: true } })).resolves.toBeUndefined();
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
    await expect(apiFetch('/admin/portraits', { method: 'POST', body: form })).resolves.toEqual({ img: 'i1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('throws an ApiError carrying the status, code and message of the error body', async () => {
    stubFetch(json(404, { error: { code: 'NOT_FOUND', message: 'No such avatar.' } }));
    const error = await apiFetch('/avatars/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such avatar.' });
  });

  it('falls back to the generic message when the error body is not the API format', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/orders/account/x')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'We had some issues processing your request.',
    });
  });
});

describe('apiFetch and a lost session', () => {
  it('tells the onUnauthorized listeners when a call with the session token answers 401', async () => {
    stubFetch(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } }));
    setToken('tok-1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiFetch('/accounts/me')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet for a 401 without the session token (a wrong password, say)', async () => {
    stubFetch(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } }));
    setToken('tok-1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiFetch('/auth/sign-in/email', { method: 'POST', body: {}, token: null })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('sends an explicit token instead of the session one', async () => {
    const fetchMock = stubFetch(json(201, { id: 'acc-1' }));
    setToken('session-token');
    await apiFetch('/accounts', { method: 'POST', body: { name: 'Acme' }, token: 'fresh-token' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer fresh-token');
  });
});
