import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsDriverOf } from './config';

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
    ['LLM_BASE_URL', 'not a url'],
    ['LLM_TIMEOUT_MS', '5'],
    ['PANEL_RUNS_PER_HOUR', '0'],
    ['CHAT_ANSWERS_PER_HOUR', '0'],
    ['DRAFTS_PER_HOUR', 'many'],
    ['ANSWERS_IN_PROGRESS_MAX', '0'],
    ['LLM_HISTORY_MAX_CHARS', '-1'],
    ['LLM_ATTACHMENT_MAX_CHARS', '10'],
    ['ACCOUNT_PURGE_INTERVAL_MS', '0'],
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

  describe('several processes (INSTANCES above 1)', () => {
    const shared = {
      INSTANCES: '3',
      DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      RATE_LIMIT_STORE: 'postgres',
    };

    it('accepts a configuration every process can share', () => {
      expect(loadConfig(shared).INSTANCES).toBe(3);
      // REDIS_URL alone picks the redis store.
      expect(loadConfig({ ...shared, RATE_LIMIT_STORE: undefined, REDIS_URL: 'redis://cache.internal:6379' }).INSTANCES).toBe(3);
    });

    it('refuses the single-process defaults, naming each setting to change', () => {
      const message = (() => {
        try {
          loadConfig({ INSTANCES: '2' });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          return (error as Error).message;
        }
        throw new Error('INSTANCES=2 with the defaults was accepted');
      })();
      expect(message).toMatch(/DATABASE_URL: is required when INSTANCES=2 .*PGlite/);
      expect(message).toMatch(/AUTH_SECRET: is required when INSTANCES=2 .*same secret/);
      expect(message).toMatch(/STORAGE_DRIVER: must be s3 when INSTANCES=2/);
      expect(message).toMatch(/RATE_LIMIT_STORE: must be redis \(with REDIS_URL\) or postgres when INSTANCES=2/);
    });

    it.each([
      ['DATABASE_URL', { DATABASE_URL: undefined }],
      ['AUTH_SECRET', { AUTH_SECRET: undefined }],
      ['STORAGE_DRIVER', { STORAGE_DRIVER: 'local' }],
      ['RATE_LIMIT_STORE', { RATE_LIMIT_STORE: 'memory' }],
      ['RATE_LIMIT_STORE', { RATE_LIMIT_STORE: undefined }],
    ])('refuses a missing shared %s', (name, change) => {
      expect(() => loadConfig({ ...shared, ...change })).toThrow(new RegExp(`^  ${name}: `, 'm'));
    });

    it('checks nothing of the kind for one process', () => {
      expect(loadConfig({ INSTANCES: '1' }).STORAGE_DRIVER).toBe('local');
    });
  });

  describe('payments', () => {
    const stripe = {
      APP_URL: 'https://portal.example.com',
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_STUDIO: 'price_studio',
      STRIPE_PRICE_ACCELERATOR: 'price_accelerator',
      STRIPE_PRICE_AGENCY: 'price_agency',
    };

    it('takes Stripe when its key is set, the test checkout otherwise, and no payments with PAYMENTS_DRIVER=off', () => {
      const config = loadConfig(stripe);
      expect(paymentsDriverOf(config)).toBe('stripe');
      expect(config.STRIPE_WEBHOOK_TOLERANCE_SECONDS).toBe(300);
      expect(paymentsDriverOf(loadConfig({}))).toBe('test');
      expect(paymentsDriverOf(loadConfig({ PAYMENTS_DRIVER: 'off' }))).toBe('off');
      expect(paymentsDriverOf(loadConfig({ PAYMENTS_DRIVER: 'off', APP_URL: 'http://localhost:3000' }))).toBe('off');
      // Off (or test) needs none of Stripe's settings, even with a key left in the environment.
      expect(paymentsDriverOf(loadConfig({ PAYMENTS_DRIVER: 'off', STRIPE_SECRET_KEY: 'sk_test_left_over' }))).toBe('off');
    });

    it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000/', 'https://localhost'])(
      'takes the test checkout by default at the loopback APP_URL %s (a local try)',
      (APP_URL) => {
        expect(paymentsDriverOf(loadConfig({ APP_URL }))).toBe('test');
      },
    );

    it.each(['https://portal.example.com', 'http://192.168.1.20:3000', 'http://portal.test', 'http://127.0.0.1.nip.io', 'http://localhost.example.com'])(
      'sells nothing by default at the public APP_URL %s',
      (APP_URL) => {
        expect(paymentsDriverOf(loadConfig({ APP_URL }))).toBe('off');
        expect(loadConfig({ APP_URL }).PAYMENTS_TEST_ON_PUBLIC_URL).toBe(false);
      },
    );

    it('refuses PAYMENTS_DRIVER=test at a public APP_URL unless PAYMENTS_TEST_ON_PUBLIC_URL=true, naming the setting', () => {
      const publicTest = { APP_URL: 'https://portal.example.com', PAYMENTS_DRIVER: 'test' };
      expect(() => loadConfig(publicTest)).toThrow(ConfigError);
      expect(() => loadConfig(publicTest)).toThrow(/^ {2}PAYMENTS_TEST_ON_PUBLIC_URL: must be true for PAYMENTS_DRIVER=test at APP_URL=https:\/\/portal\.example\.com/m);
      expect(() => loadConfig({ ...publicTest, PAYMENTS_TEST_ON_PUBLIC_URL: 'false' })).toThrow(/PAYMENTS_TEST_ON_PUBLIC_URL/);
      expect(paymentsDriverOf(loadConfig({ ...publicTest, PAYMENTS_TEST_ON_PUBLIC_URL: 'true' }))).toBe('test');
      expect(() => loadConfig({ ...publicTest, PAYMENTS_TEST_ON_PUBLIC_URL: 'yes' })).toThrow(/^ {2}PAYMENTS_TEST_ON_PUBLIC_URL: /m);
    });

    it('needs no extra setting for the test checkout on a loopback APP_URL, nor for off or Stripe at a public one', () => {
      expect(paymentsDriverOf(loadConfig({ APP_URL: 'http://localhost:3000', PAYMENTS_DRIVER: 'test' }))).toBe('test');
      expect(paymentsDriverOf(loadConfig({ PAYMENTS_DRIVER: 'test' }))).toBe('test');
      expect(paymentsDriverOf(loadConfig({ APP_URL: 'https://portal.example.com', PAYMENTS_DRIVER: 'off' }))).toBe('off');
      expect(paymentsDriverOf(loadConfig({ ...stripe, PAYMENTS_DRIVER: 'stripe' }))).toBe('stripe');
    });

    it.each(['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STUDIO', 'STRIPE_PRICE_ACCELERATOR', 'STRIPE_PRICE_AGENCY', 'APP_URL'])(
      'refuses Stripe without %s, naming it',
      (name) => {
        expect(() => loadConfig({ ...stripe, [name]: undefined })).toThrow(ConfigError);
        expect(() => loadConfig({ ...stripe, [name]: undefined })).toThrow(new RegExp(`^  ${name}: is required for Stripe payments`, 'm'));
      },
    );

    it('refuses PAYMENTS_DRIVER=stripe without a key', () => {
      expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: undefined, PAYMENTS_DRIVER: 'stripe' })).toThrow(/^ {2}STRIPE_SECRET_KEY: is required for Stripe payments/m);
    });

    it.each([
      ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
      ['STRIPE_SECRET_KEY', 'not-a-key'],
      ['STRIPE_WEBHOOK_SECRET', 'secret'],
      ['PAYMENTS_DRIVER', 'paypal'],
      ['STRIPE_API_URL', 'not a url'],
      ['STRIPE_WEBHOOK_TOLERANCE_SECONDS', '0'],
    ])('refuses a bad %s (%s), naming it', (name, value) => {
      expect(() => loadConfig({ ...stripe, [name]: value })).toThrow(new RegExp(`^  ${name}: `, 'm'));
    });
  });

  it('has the documented upload defaults: a 200 MB quota, unused uploads kept a day, swept hourly; closed accounts purged hourly', () => {
    const config = loadConfig({});
    expect(config.STORAGE_QUOTA_BYTES_PER_ACCOUNT).toBe(200 * 1024 * 1024);
    expect(config.UNUSED_UPLOAD_MAX_AGE_MS).toBe(86_400_000);
    expect(config.UPLOAD_SWEEP_INTERVAL_MS).toBe(3_600_000);
    expect(config.ACCOUNT_PURGE_INTERVAL_MS).toBe(3_600_000);
    expect(config.INSTANCES).toBe(1);
  });

  it("has the documented answers' budgets and input bounds", () => {
    const config = loadConfig({});
    expect(config.ANSWERS_IN_PROGRESS_MAX).toBe(3);
    expect(config.CHAT_ANSWERS_PER_HOUR).toBe(120);
    expect(config.PANEL_RUNS_PER_HOUR).toBe(20);
    expect(config.DRAFTS_PER_HOUR).toBe(20);
    expect(config.LLM_HISTORY_MAX_CHARS).toBe(24_000);
    expect(config.LLM_ATTACHMENT_MAX_CHARS).toBe(20_000);
  });

  it('answers offline unless LLM_BASE_URL is set, and then needs LLM_MODEL', () => {
    const config = loadConfig({});
    expect(config.LLM_BASE_URL).toBeUndefined();
    expect(config.LLM_TIMEOUT_MS).toBe(60_000);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL: is required when LLM_BASE_URL is set/);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' })).toMatchObject({ LLM_MODEL: 'llama3.1' });
    expect(() => loadConfig({ LLM_JUDGE_MODEL: 'judge' })).toThrow(/LLM_JUDGE_MODEL: needs LLM_BASE_URL/);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_JUDGE_MODEL: 'judge' })).toMatchObject({ LLM_JUDGE_MODEL: 'judge' });
  });

  it("reads CHAT_MEMBERSHIPS as a list of memberships, 'test' by default (the spec's), and refuses an unknown one", () => {
    expect(loadConfig({}).CHAT_MEMBERSHIPS).toEqual(['test']);
    expect(loadConfig({ CHAT_MEMBERSHIPS: ' Accelerator, agency,test,agency ' }).CHAT_MEMBERSHIPS).toEqual(['accelerator', 'agency', 'test']);
    expect(() => loadConfig({ CHAT_MEMBERSHIPS: 'gold' })).toThrow(/CHAT_MEMBERSHIPS: must be a comma-separated list of memberships \(starter, accelerator, agency, test\)/);
  });

  it('embeds only https addresses (http only on this machine), and document origins without a path', () => {
    expect(loadConfig({ COMMUNITY_URL: 'https://community.example.com/x', CHATBOT_URL: 'http://127.0.0.1:8080/bot' })).toMatchObject({
      COMMUNITY_URL: 'https://community.example.com/x',
      CHATBOT_URL: 'http://127.0.0.1:8080/bot',
    });
    expect(() => loadConfig({ COMMUNITY_URL: 'http://community.example.com' })).toThrow(/COMMUNITY_URL: must be an https:\/\/ address/);
    expect(() => loadConfig({ ONBOARDING_VIDEO_2: 'javascript:alert(1)' })).toThrow(/ONBOARDING_VIDEO_2/);
    expect(loadConfig({ DOCUMENT_FRAME_ORIGINS: 'https://a.example.com, https://b.example.com/' }).DOCUMENT_FRAME_ORIGINS).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(() => loadConfig({ DOCUMENT_FRAME_ORIGINS: 'https://a.example.com/docs' })).toThrow(/DOCUMENT_FRAME_ORIGINS: must be a comma-separated list of https:\/\/ origins/);
  });
});
