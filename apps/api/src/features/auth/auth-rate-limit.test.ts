import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { createAuthRateLimit } from './auth-rate-limit';

const request = (ip: string, email?: string) => ({ ip, body: email ? { email } : undefined }) as FastifyRequest;

describe('auth rate limits', () => {
  it('limits every identity request per address', () => {
    const limit = createAuthRateLimit(loadConfig({ AUTH_RATE_LIMIT_IP_MAX: '3', AUTH_RATE_LIMIT_MAX: '100' }));
    for (let i = 0; i < 3; i++) limit.check('/sign-up/email', request('10.0.0.1', `u${i}@example.com`)).recordOutcome(200);
    expect(() => limit.check('/sign-up/email', request('10.0.0.1', 'next@example.com'))).toThrow(AppError);
    expect(() => limit.check('/sign-up/email', request('10.0.0.2', 'next@example.com'))).not.toThrow();
  });

  it('counts only failed sign-ins against an email', () => {
    const limit = createAuthRateLimit(loadConfig({ AUTH_RATE_LIMIT_MAX: '2' }));
    for (let i = 0; i < 5; i++) limit.check('/sign-in/email', request('10.0.0.3', 'ok@example.com')).recordOutcome(200);
    limit.check('/sign-in/email', request('10.0.0.3', 'Bad@Example.com')).recordOutcome(401);
    limit.check('/sign-in/email', request('10.0.0.4', 'bad@example.com')).recordOutcome(401);
    expect(() => limit.check('/sign-in/email', request('10.0.0.5', 'bad@example.com'))).toThrow('Too many attempts');
  });

  it('leaves other identity paths alone', () => {
    const limit = createAuthRateLimit(loadConfig({ AUTH_RATE_LIMIT_IP_MAX: '1' }));
    for (let i = 0; i < 5; i++) expect(() => limit.check('/get-session', request('10.0.0.6'))).not.toThrow();
  });
});
