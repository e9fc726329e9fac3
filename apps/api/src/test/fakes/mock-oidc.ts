import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface OidcUser {
  email: string;
  given_name: string;
  family_name: string;
}

export interface MockOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * A minimal OpenID provider on loopback standing in for Google: discovery, an /authorize that signs in at
 * once as the user set through `POST /__next-user`, /token with an RS256 id_token, /userinfo and /jwks.
 */
export async function startMockOidc(): Promise<MockOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'portal-test-client';
  const clientSecret = randomBytes(16).toString('hex');
  let nextUser: OidcUser = { email: 'google.user@example.com', given_name: 'Grace', family_name: 'Hopper' };
  const codes = new Map<string, { user: OidcUser; nonce?: string }>();
  const tokens = new Map<string, OidcUser>();
  let issuer = '';

  const idToken = (user: OidcUser, nonce?: string) =>
    new SignJWT({ email: user.email, email_verified: true, given_name: user.given_name, family_name: user.family_name, name: `${user.given_name} ${user.family_name}`, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(`sub-${user.email}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/__next-user' && req.method === 'POST') {
      nextUser = JSON.parse(await readBody(req)) as OidcUser;
      return json(res, 200, { ok: true });
    }
    if (url.pathname === '/authorize') {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { user: nextUser, nonce: url.searchParams.get('nonce') ?? undefined });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const grant = codes.get(new URLSearchParams(await readBody(req)).get('code') ?? '');
      if (!grant) return json(res, 400, { error: 'invalid_grant' });
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.user);
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 600, scope: 'openid email profile', id_token: await idToken(grant.user, grant.nonce) });
    }
    if (url.pathname === '/userinfo') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return json(res, 401, { error: 'invalid_token' });
      return json(res, 200, { sub: `sub-${user.email}`, email_verified: true, name: `${user.given_name} ${user.family_name}`, ...user });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { issuer, clientId, clientSecret, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
