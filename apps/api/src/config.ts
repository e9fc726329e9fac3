import { resolve } from 'node:path';
import { EMAIL_PATTERN, STORAGE_LIMITS } from '@persona/shared';
import { z } from 'zod';

const optionalUrl = z.url().optional();

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
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(900_000),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// address',
  }),
  MAIL_FROM: z.string().min(3).default('Persona Portal <no-reply@persona-portal.local>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_OPERATION_RETRY_MS: z.coerce.number().int().min(0).default(STORAGE_LIMITS.operationRetryMs),
  STORAGE_UPLOAD_RETRY_MS: z.coerce.number().int().min(0).default(STORAGE_LIMITS.uploadRetryMs),
  SUPPORT_EMAIL: z.string().regex(EMAIL_PATTERN, 'must be an email address').default('support@persona-portal.local'),
});

/** Settings that only make sense together. */
const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const checkedSchema = configSchema.superRefine((config, ctx) => {
  if (config.STORAGE_DRIVER !== 's3') return;
  for (const name of s3Variables) {
    if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
  }
});

export type RawConfig = z.infer<typeof configSchema>;
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
