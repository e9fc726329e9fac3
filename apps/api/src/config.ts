import { resolve } from 'node:path';
import { DEFAULT_CHAT_MEMBERSHIPS, EMAIL_PATTERN, MEMBERSHIPS, STORAGE_LIMITS } from '@persona/shared';
import { z } from 'zod';

const optionalUrl = z.url().optional();

/** A rate-limit window: a second to a week (the memory store's timers cannot wait much beyond 24 days). */
const limitWindowMs = z.coerce.number().int().min(1000).max(7 * 86_400_000);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Whether an address names this machine: localhost, 127.x.x.x (the whole IPv4 loopback block) or [::1]. */
export const isLoopbackUrl = (value: string): boolean => {
  // The checks of the whole configuration also run when APP_URL itself was refused.
  if (!URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
};
/** An address the portal's pages embed: https, or http on this machine only (a local try, the tests). */
const embeddableUrl = z
  .url()
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  }, 'must be an https:// address (http:// only for localhost or 127.0.0.1)')
  .optional();

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// address',
  }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token a Prometheus scraper sends to GET /api/metrics; unset, the endpoint is off (404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.every((e) => EMAIL_PATTERN.test(e)), { message: 'must be a comma-separated list of emails' }),
  /** How costly the stored password hashes are: owasp (argon2id, 19 MiB, 2 passes); test-only under NODE_ENV=test alone. */
  PASSWORD_HASH_PROFILE: z.enum(['owasp', 'test-only']).default('owasp'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_WINDOW_MS: limitWindowMs.default(900_000),
  AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(50),
  AUTH_RATE_LIMIT_EMAIL_WINDOW_MS: limitWindowMs.default(3_600_000),
  INVITE_RATE_LIMIT_MEMBER_MAX: z.coerce.number().int().min(1).default(30),
  INVITE_RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(10),
  INVITE_MAIL_INTERVAL_MS: limitWindowMs.default(600_000),
  /** Where the abuse counters live; unset: redis when REDIS_URL is set, else memory. */
  RATE_LIMIT_STORE: z.enum(['memory', 'redis', 'postgres']).optional(),
  REDIS_URL: optionalUrl.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// address',
  }),
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _')
    .default('portal'),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// address',
  }),
  MAIL_FROM: z.string().min(3).default('Persona Portal <no-reply@persona-portal.local>'),
  /** A mail that could not be sent is tried again this many times (each wait twice the last), then shown failed to admins. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(7),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(1).default(30_000),
  /** How often an idle job worker looks for due jobs (pg-boss takes 500 at least). */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(2_000),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_OPERATION_RETRY_MS: z.coerce.number().int().min(0).default(STORAGE_LIMITS.operationRetryMs),
  STORAGE_UPLOAD_RETRY_MS: z.coerce.number().int().min(0).default(STORAGE_LIMITS.uploadRetryMs),
  /** The memberships that may chat with avatars and run panels (spec: 'test'); site admins always may. */
  CHAT_MEMBERSHIPS: z
    .string()
    .default(DEFAULT_CHAT_MEMBERSHIPS.join(','))
    .transform((v) => [...new Set(v.split(',').map((m) => m.trim().toLowerCase()).filter(Boolean))])
    .refine((list) => list.every((m) => (MEMBERSHIPS as readonly string[]).includes(m)), {
      message: `must be a comma-separated list of memberships (${MEMBERSHIPS.join(', ')})`,
    }),
  SUPPORT_EMAIL: z.string().regex(EMAIL_PATTERN, 'must be an email address').default('support@persona-portal.local'),
  /** Bytes of order attachments an account may keep stored (attached to an order or not). */
  STORAGE_QUOTA_BYTES_PER_ACCOUNT: z.coerce.number().int().min(1).default(200 * 1024 * 1024),
  /** An upload no order references is removed once it is this old. */
  UNUSED_UPLOAD_MAX_AGE_MS: z.coerce.number().int().min(0).default(86_400_000),
  /** How often the sweep of unused uploads runs; 0 turns it off. */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often closed accounts past their grace are purged (by one process); never off: a closed account must go. */
  ACCOUNT_PURGE_INTERVAL_MS: z.coerce.number().int().min(1_000).default(3_600_000),
  /** Uploaded documents (chat and order attachments): what an archive (.docx, .odt) may unpack to, by its contents list. */
  DOCUMENT_MAX_UNPACKED_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  DOCUMENT_MAX_RATIO: z.coerce.number().int().min(2).default(100),
  DOCUMENT_MAX_ENTRIES: z.coerce.number().int().min(1).default(1000),
  /** Worker threads reading documents at once, each one's heap cap, and how long one document may take. */
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  DOCUMENT_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(8192).default(512),
  DOCUMENT_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Order attachments a member may upload per hour (each document is read in a worker). */
  ORDER_ATTACHMENT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Order sources (research files and pasted texts) a member may add per hour (each is read and split into passages). */
  ORDER_SOURCE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Chat attachments a member may upload per hour, and the characters of unused ones an account may hold. */
  CHAT_ATTACHMENT_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  CHAT_ATTACHMENT_QUOTA_CHARACTERS: z.coerce.number().int().min(1).default(500_000),
  /** How many server processes share this database and storage; above 1, single-process settings are refused. */
  INSTANCES: z.coerce.number().int().min(1).default(1),
  /** An OpenAI-compatible chat-completions endpoint (its /v1 base) for the avatars' answers; unset: the offline responder. */
  LLM_BASE_URL: optionalUrl,
  /** The model to ask at LLM_BASE_URL (required with it). */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /**
   * A model at LLM_BASE_URL that checks whether a claim's cited passages entail it (supported, weak, unsupported);
   * unset: the deterministic lexical-overlap check.
   */
  LLM_JUDGE_MODEL: z.string().min(1).max(200).optional(),
  /**
   * The fidelity suite's judge (features/persona/fidelity): a model that decides whether the Blueprint supports
   * each sentence of a persona's answer, asked at EVAL_JUDGE_BASE_URL (default LLM_BASE_URL) with
   * EVAL_JUDGE_API_KEY (default LLM_API_KEY); unset: the deterministic lexical-entailment check.
   */
  EVAL_JUDGE_MODEL: z.string().min(1).max(200).optional(),
  EVAL_JUDGE_BASE_URL: optionalUrl,
  EVAL_JUDGE_API_KEY: z.string().min(1).optional(),
  /** Fidelity runs (the suite, asked of an avatar or an order's draft) counted per account per hour: 429 past it. */
  FIDELITY_RUNS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long an answer may take, first to last word, before it is given up (504 MODEL_TIMEOUT). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Panel runs an account may start per hour (each asks every avatar of the panel, once or twice): 429 past it. */
  PANEL_RUNS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Chat answers an account may ask for per hour (any member, any avatar): 429 past it. */
  CHAT_ANSWERS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
  /** AI drafts site admins may ask for per hour on one account's orders: 429 past it. */
  DRAFTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Answers (chat answers, panel runs, drafts) one person may have in progress at once: 429 past it. */
  ANSWERS_IN_PROGRESS_MAX: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * Characters of one answer of the model at LLM_BASE_URL (a chat answer, a panel answer): there the model is stopped
   * and the answer ends with '…' (a model that runs on, by fault or by a prompt that makes it, costs no more).
   */
  LLM_ANSWER_MAX_CHARS: z.coerce.number().int().min(200).max(1_000_000).default(12_000),
  /** Characters of earlier messages sent with a chat question (the newest whole messages that fit). */
  LLM_HISTORY_MAX_CHARS: z.coerce.number().int().min(0).max(1_000_000).default(24_000),
  /** Characters of a document's text sent to the model: a chat attachment, a panel's asset, an order's attachment. */
  LLM_ATTACHMENT_MAX_CHARS: z.coerce.number().int().min(100).max(1_000_000).default(20_000),
  /** The page /community embeds, and the chat-bot page /chat embeds. */
  COMMUNITY_URL: embeddableUrl,
  CHATBOT_URL: embeddableUrl,
  /** The onboarding steps' videos: a video file (.mp4, .webm, …) or an embed address (YouTube, Vimeo, Loom). */
  ONBOARDING_VIDEO_1: embeddableUrl,
  ONBOARDING_VIDEO_2: embeddableUrl,
  ONBOARDING_VIDEO_3: embeddableUrl,
  ONBOARDING_VIDEO_4: embeddableUrl,
  /** Origins (https://docs.example.com) whose external Blueprint documents are shown framed; others open in a new tab. */
  DOCUMENT_FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((v) => [...new Set(v.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))])
    .refine((list) => list.every((o) => /^https:\/\/[^/?#\s]+$/.test(o)), { message: 'must be a comma-separated list of https:// origins (no path)' }),
  /**
   * How plans are paid: stripe (hosted Checkout), test (the built-in test checkout) or off; unset: stripe when
   * STRIPE_SECRET_KEY is set, else test on a loopback APP_URL (a local try), else off.
   */
  PAYMENTS_DRIVER: z.enum(['stripe', 'test', 'off']).optional(),
  /** The built-in test checkout (no money moves) on an APP_URL that is not loopback: only when set to true. */
  PAYMENTS_TEST_ON_PUBLIC_URL: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)').optional(),
  /** The signing secret of the webhook endpoint registered at Stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  /** Stripe's monthly price id of each plan (price_…). */
  STRIPE_PRICE_STUDIO: z.string().min(1).optional(),
  STRIPE_PRICE_ACCELERATOR: z.string().min(1).optional(),
  STRIPE_PRICE_AGENCY: z.string().min(1).optional(),
  /** Another address for Stripe's API (a stand-in such as stripe-mock, or the tests' fake); unset: api.stripe.com. */
  STRIPE_API_URL: optionalUrl,
  /** How old a webhook's signed timestamp may be. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
});

/** Settings that only make sense together. */
const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const checkedSchema = configSchema.superRefine((config, ctx) => {
  if (config.STORAGE_DRIVER === 's3') {
    for (const name of s3Variables) {
      if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
    }
  }
  for (const [name, message] of multiProcessProblems(config)) ctx.addIssue({ code: 'custom', path: [name], message });
  if (config.LLM_BASE_URL && !config.LLM_MODEL) {
    ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
  }
  if (config.LLM_JUDGE_MODEL && !config.LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['LLM_JUDGE_MODEL'], message: 'needs LLM_BASE_URL (the judge is asked at the same endpoint)' });
  }
  if (config.EVAL_JUDGE_MODEL && !config.EVAL_JUDGE_BASE_URL && !config.LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['EVAL_JUDGE_MODEL'], message: 'needs EVAL_JUDGE_BASE_URL or LLM_BASE_URL (where the judge is asked)' });
  }
  for (const [name, message] of stripeProblems(config)) ctx.addIssue({ code: 'custom', path: [name], message });
  if (paymentsDriverOf(config) === 'test' && !isLocalPortal(config) && !config.PAYMENTS_TEST_ON_PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_TEST_ON_PUBLIC_URL'],
      message: `must be true for PAYMENTS_DRIVER=test at APP_URL=${config.APP_URL ?? ''}, which is not a loopback address: the test checkout gives plans away (no money moves). Set PAYMENTS_DRIVER=stripe or off instead, unless this portal is a trial`,
    });
  }
  if (config.PASSWORD_HASH_PROFILE === 'test-only' && config.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_PROFILE'], message: 'may be test-only under NODE_ENV=test alone: its hashes do not resist guessing' });
  }
  if (config.RATE_LIMIT_STORE === 'redis' && !config.REDIS_URL) {
    ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'is required when RATE_LIMIT_STORE=redis' });
  }
});

export const STRIPE_PRICE_VARIABLES = { studio: 'STRIPE_PRICE_STUDIO', accelerator: 'STRIPE_PRICE_ACCELERATOR', agency: 'STRIPE_PRICE_AGENCY' } as const;

/** A portal reached only on this machine: APP_URL unset (it answers at the loopback names) or a loopback address. */
export const isLocalPortal = (config: Pick<RawConfig, 'APP_URL'>): boolean => config.APP_URL === undefined || isLoopbackUrl(config.APP_URL);

/**
 * The payments driver as the server picks it: PAYMENTS_DRIVER, else stripe when a key is set, else the test
 * checkout for a local try only; a portal others reach sells nothing until a driver is chosen.
 */
export const paymentsDriverOf = (config: Pick<RawConfig, 'PAYMENTS_DRIVER' | 'STRIPE_SECRET_KEY' | 'APP_URL'>) =>
  config.PAYMENTS_DRIVER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : isLocalPortal(config) ? 'test' : 'off');

/** Stripe needs its key, the webhook secret, a price per plan and a public address to send buyers back to. */
function stripeProblems(config: z.infer<typeof configSchema>): [string, string][] {
  if (paymentsDriverOf(config) !== 'stripe') return [];
  const why = 'is required for Stripe payments';
  const required = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...Object.values(STRIPE_PRICE_VARIABLES), 'APP_URL'] as const;
  return required.filter((name) => !config[name]).map((name) => [name, name === 'APP_URL' ? `${why}: Stripe sends buyers back to it` : why]);
}

/**
 * With INSTANCES above 1, what would keep state in one process or on one machine, as [setting, what to do]
 * (README, "Running several processes"). Only what the configuration shows is checked: whether DATA_DIR or the
 * mail outbox is shared cannot be told from here.
 */
function multiProcessProblems(config: z.infer<typeof configSchema>): [string, string][] {
  if (config.INSTANCES <= 1) return [];
  const why = `is required when INSTANCES=${config.INSTANCES} (several processes)`;
  const problems: [string, string][] = [];
  if (!config.DATABASE_URL) problems.push(['DATABASE_URL', `${why}: the embedded PGlite database belongs to one process; set a PostgreSQL address`]);
  if (!config.AUTH_SECRET) problems.push(['AUTH_SECRET', `${why}: every process must sign sessions and links with the same secret; set the same value everywhere`]);
  if (config.STORAGE_DRIVER === 'local') problems.push(['STORAGE_DRIVER', `must be s3 when INSTANCES=${config.INSTANCES}: local files are on one machine only`]);
  // The limiter store as the server picks it: RATE_LIMIT_STORE, else redis when REDIS_URL is set, else memory.
  if ((config.RATE_LIMIT_STORE ?? (config.REDIS_URL ? 'redis' : 'memory')) === 'memory') {
    problems.push(['RATE_LIMIT_STORE', `must be redis (with REDIS_URL) or postgres when INSTANCES=${config.INSTANCES}: in-memory counters are per process`]);
  }
  return problems;
}

export type RawConfig = z.infer<typeof configSchema>;

/** The onboarding videos in step order (undefined where none is set). */
export const onboardingVideos = (config: RawConfig): (string | undefined)[] => [
  config.ONBOARDING_VIDEO_1,
  config.ONBOARDING_VIDEO_2,
  config.ONBOARDING_VIDEO_3,
  config.ONBOARDING_VIDEO_4,
];
/** The limits uploaded documents are read under (lib/documents). */
export const documentLimits = (config: RawConfig) => ({
  maxUnpackedBytes: config.DOCUMENT_MAX_UNPACKED_BYTES,
  maxRatio: config.DOCUMENT_MAX_RATIO,
  maxEntries: config.DOCUMENT_MAX_ENTRIES,
  workers: config.DOCUMENT_WORKERS,
  workerMemoryMb: config.DOCUMENT_WORKER_MEMORY_MB,
  timeoutMs: config.DOCUMENT_READ_TIMEOUT_MS,
});

export type Config = RawConfig & {
  appUrl: string;
  dataDir: string;
  /** Origins whose browsers may call the identity endpoints: APP_URL when set, else every loopback name of PORT. */
  trustedOrigins: string[];
};

/** Without APP_URL the portal is a local one: it answers at localhost, 127.0.0.1 and [::1] alike. */
const loopbackOrigins = (port: number) => ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    appUrl,
    dataDir: resolve(raw.DATA_DIR),
    trustedOrigins: raw.APP_URL ? [new URL(appUrl).origin] : loopbackOrigins(raw.PORT),
  };
}
