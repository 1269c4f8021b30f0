import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The checkout's root folder (sql/src/ is two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const ZBoolFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/**
 * Every setting the server programs (api, workers, ops) read from the environment.
 * Each has an embedded default so `npm start` works with no configuration; README lists them.
 */
export const ZServerEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: the embedded Postgres under DATA_DIR/pg is started by `npm start`. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How many worker processes `npm start` runs beside the API. */
  WORKER_PROCESSES: z.coerce.number().int().min(0).max(64).default(1),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  /** Serve the built front end from frontend/dist (off for API-only hosts). */
  SERVE_FRONTEND: ZBoolFlag.default('true'),
  /** The built front end to serve; `npm run bench:web` points a second API at an earlier build to compare them. */
  FRONTEND_DIST: z.string().default(path.join(repoRoot, 'frontend', 'dist')),
  /** Seals the session cookie (32+ characters); unset outside production: kept in DATA_DIR. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** Diagnostic self-test job route, for tests and operators; superadmins always have it. */
  ENABLE_SELFTEST_ROUTE: ZBoolFlag.optional(),
  /** The database console's password (/sql-manager, superadmins only); unset: the console is off. */
  SQL_CONSOLE_PASSWORD: z.string().min(8, 'SQL_CONSOLE_PASSWORD must be at least 8 characters').optional(),
  /**
   * Development conveniences: the dev mailbox, the open self-test route, cookies without Secure.
   * Unset: on only outside production and when the product is served on a loopback address.
   */
  DEV_TOOLS: ZBoolFlag.optional(),
  /** ALTCHA captcha: HMAC key signing challenges (unset: kept in DATA_DIR). */
  ALTCHA_HMAC_KEY: z.string().min(16, 'ALTCHA_HMAC_KEY must be at least 16 characters').optional(),
  /** ALTCHA difficulty: the solver tries up to this many counters (about half on average). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  /** ALTCHA key-derivation cost per try (PBKDF2/SHA-256 iterations). */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** SMTP server for e-mail (smtp://user:pass@host:port); unset: e-mail goes to the outbox table and /dev/mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Wordbook <no-reply@wordbook.local>'),
  /** Google sign-in (OpenID Connect); unset: the button is shown disabled. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  /** Behind a load balancer: take the caller's address from X-Forwarded-For (only when the balancer sets it). */
  TRUST_PROXY: ZBoolFlag.default('false'),
  /** Multiplies every rate limit (e.g. 10 for a load test from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(10_000).default(1),
  // AI for words
  /** An OpenAI-compatible endpoint; with this or OPENAI_API_KEY set the workers use it instead of the built-in lexicon. */
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** One AI call's limit in ms (the SDK retries twice). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Pro's monthly fair-use ceiling of AI points, answered with 402 like the Free limit. */
  AI_PRO_FAIR_USE_POINTS: z.coerce.number().int().min(0).default(200_000),
  // payments
  /** KRW per USD used for orders when FX_RATE_URL is unset or unreachable (source 'configured'). */
  FX_KRW_PER_USD: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, 'FX_KRW_PER_USD must be a decimal such as 1380.5').default('1380'),
  /** A JSON exchange-rate feed answering {rates: {KRW}} or {rate} for one USD; fetched rates are cached an hour. */
  FX_RATE_URL: z.string().url().optional(),
  /** Toss Payments keys; unset: the embedded sandbox (served outside production) speaks the same API. */
  TOSS_CLIENT_KEY: z.string().min(1).optional(),
  TOSS_SECRET_KEY: z.string().min(1).optional(),
  TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
  /** An ad network's loader script for Free learners' ad slot (https); unset: our own house ad. Its origin joins the content security policy. */
  AD_NETWORK_SCRIPT_URL: z.string().url().refine((u) => u.startsWith('https://'), 'AD_NETWORK_SCRIPT_URL must be an https:// address').optional(),
  /** The publisher id the ad network's slot carries (data-ad-client). */
  AD_NETWORK_CLIENT: z.string().regex(/^[\w.:-]{1,100}$/, 'AD_NETWORK_CLIENT must be letters, digits and . : - _').optional(),
  /** One call to the payment provider's API may take this long (ms) before it is given up and retried (twice). */
  TOSS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});
export type TServerEnv = z.infer<typeof ZServerEnv>;

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the product's address (PUBLIC_URL, else http://localhost:PORT) is this machine only. */
export const servedOnLoopback = (env: Pick<TServerEnv, 'PUBLIC_URL' | 'PORT'>): boolean =>
  LOOPBACK_HOST.test(new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).hostname);

/**
 * The product's own origin for links in e-mails: PUBLIC_URL, else this machine's port. Never a
 * request's Host header, which a caller controls (a link must not point elsewhere).
 */
export function publicOrigin(env: Pick<TServerEnv, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}

/** Whether the development conveniences are on (DEV_TOOLS, else outside production on a loopback address). */
/** An AI model is configured (an OpenAI-compatible endpoint); otherwise the workers answer from the built-in lexicon. */
export const hasAiModel = (env: Pick<TServerEnv, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): boolean => Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);

export const devToolsOn = (env: Pick<TServerEnv, 'DEV_TOOLS' | 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>): boolean =>
  env.DEV_TOOLS ?? (env.NODE_ENV !== 'production' && servedOnLoopback(env));

/** Settings that contradict each other; the program refuses to start with them. */
export function environmentConflicts(env: TServerEnv): string[] {
  const conflicts: string[] = [];
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) conflicts.push('SESSION_SECRET: required in production');
  if (!servedOnLoopback(env)) {
    // A public address must not hand out sign-up codes and reset links, nor run jobs for anyone.
    if (env.DEV_TOOLS) conflicts.push('DEV_TOOLS: the development conveniences cannot be on behind a public PUBLIC_URL');
    if (env.ENABLE_SELFTEST_ROUTE) conflicts.push('ENABLE_SELFTEST_ROUTE: the open self-test route cannot be on behind a public PUBLIC_URL');
  }
  return conflicts;
}

let cached: TServerEnv | undefined;

/** Parses process.env once; a bad value stops the program with a readable message. */
export function serverEnv(): TServerEnv {
  if (cached) return cached;
  // An empty variable (`DATABASE_URL= npm start`) means unset.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = ZServerEnv.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const conflicts = environmentConflicts(parsed.data);
  if (conflicts.length > 0) throw new Error(`Invalid environment:\n${conflicts.map((c) => `  ${c}`).join('\n')}`);
  cached = parsed.data;
  return cached;
}

export function resetServerEnvForTests(): void {
  cached = undefined;
}
