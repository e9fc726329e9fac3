import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['APP_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['ADMIN_EMAILS', 'ann@example.com, not-an-email'],
    ['AUTH_SECRET', 'too-short'],
    ['GOOGLE_ISSUER', 'not a url'],
  ])('refuses a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads ADMIN_EMAILS as a lowercased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: 'Ann@Example.com, bob@example.com' }).ADMIN_EMAILS).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('strips a trailing slash from APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://portal.example.com/' }).appUrl).toBe('https://portal.example.com');
  });
});
