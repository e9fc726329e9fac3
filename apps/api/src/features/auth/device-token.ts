import { hkdfSync, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** How long a browser's device token is honoured after its sign-in (each sign-in gives a fresh one). */
export const DEVICE_TOKEN_DAYS = 180;

const AUDIENCE = 'persona-portal:device';

/** What a valid device token says: who it was issued to, and the nonce that names this device's own failure count. */
export interface DeviceClaim {
  userId: string;
  nonce: string;
}

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"), as a signed JWT the browser keeps
 * per email and sends with its sign-in (the portal uses bearer tokens, not cookies): the user and email it was issued
 * for, a nonce and an expiry, under a key derived from the app secret for this use alone.
 */
export function createDeviceTokens(appSecret: string) {
  const key = new Uint8Array(hkdfSync('sha256', appSecret, '', 'persona-portal device tokens', 32));
  return {
    issue: (user: { id: string; email: string }): Promise<string> =>
      new SignJWT({ email: user.email.toLowerCase() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_TOKEN_DAYS}d`)
        .sign(key),
    /** The claim of a token signed by us for this email and not expired; anything else (forged, another email's, malformed) is null. */
    read: async (token: string, email: string): Promise<DeviceClaim | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (payload.email !== email || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, nonce: payload.jti };
      } catch {
        return null;
      }
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
