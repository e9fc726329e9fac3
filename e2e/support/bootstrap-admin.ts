/** Registers the first user of a fresh portal through the API, exactly as the register screen does. */
export async function createBootstrapAdmin(baseUrl: string): Promise<{ email: string; password: string }> {
  const email = 'admin@example.com';
  const password = 'admin-password-1';
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      // Node's fetch sends Sec-Fetch-Mode, so better-auth checks the Origin as it would a browser's.
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const signUp = await call('/api/auth/sign-up/email', { email, password, name: 'Ada', lastname: 'Admin' });
  const token = String(signUp.token);
  const identity = signUp.user as { id: string };
  const account = await call('/api/accounts', { name: 'Persona HQ' }, token);
  await call('/api/accounts/user', { id: identity.id, name: 'Ada', lastname: 'Admin', account: account.id, email, company: 'Persona HQ' }, token);
  return { email, password };
}
