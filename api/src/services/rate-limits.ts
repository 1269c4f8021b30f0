import type { TAppParts } from './app-parts.ts';
import { hitRateLimit, readRateLimit } from '@wordbook/sql/queries/rate-limits';
import { DomainError } from '../extensions/domain-error.ts';

/**
 * Limits kept in Postgres (fixed windows), so they hold across every API process.
 * `limit` hits per `windowSeconds`, multiplied by RATE_LIMIT_SCALE.
 */
export const RATE_RULES = {
  // signing in
  'login-ip': { limit: 30, windowSeconds: 600 }, 'login-account': { limit: 10, windowSeconds: 600 }, 'oauth-ip': { limit: 30, windowSeconds: 600 },
  // signing up and its live checks
  'signup-ip': { limit: 20, windowSeconds: 3600 }, 'signup-email': { limit: 5, windowSeconds: 3600 }, 'check-ip': { limit: 120, windowSeconds: 60 },
  'verify-ip': { limit: 30, windowSeconds: 600 }, 'resend-ip': { limit: 10, windowSeconds: 600 },
  // whether an e-mail has an account is worth less to a person typing than to someone listing addresses
  'check-email-ip': { limit: 30, windowSeconds: 600 },
  // password reset and account changes
  'reset-ip': { limit: 10, windowSeconds: 3600 }, 'reset-email': { limit: 3, windowSeconds: 3600 }, 'reset-confirm-ip': { limit: 20, windowSeconds: 3600 },
  'account-ip': { limit: 60, windowSeconds: 600 },
  // the diagnostic job route, open on development machines: no one address floods the queue
  'selftest-ip': { limit: 60, windowSeconds: 60 },
  // wrong database console passwords, per superadmin (only failures count)
  'console-password-user': { limit: 5, windowSeconds: 900 },
  // help requests written on /help, per learner
  'support-ticket-user': { limit: 10, windowSeconds: 3600 },
} as const;
export type TRateRule = keyof typeof RATE_RULES;

export const RATE_LIMIT_MESSAGE = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

/** Counts one attempt against each (rule, subject); 429 with Retry-After when any is over its limit. */
export async function enforceRateLimits(app: Pick<TAppParts, 'db' | 'env'>, checks: [TRateRule, string][]): Promise<void> {
  const { db: pool, env } = app;
  for (const [rule, subject] of checks) {
    const { windowSeconds } = RATE_RULES[rule];
    const { hits, secondsLeft } = await hitRateLimit(pool, { key: `${rule}:${subject.toLowerCase()}`, windowSeconds });
    if (hits > scaledLimit(env, rule)) throw tooManyAttempts(secondsLeft);
  }
}

/**
 * 429 when (rule, subject) has used up its window already, without counting this attempt: for
 * limits on failures only, where the failure is counted afterwards with {@link enforceRateLimits}.
 */
export async function refuseWhileOverLimit(app: Pick<TAppParts, 'db' | 'env'>, rule: TRateRule, subject: string): Promise<void> {
  const window = await readRateLimit(app.db, `${rule}:${subject.toLowerCase()}`);
  if (window && window.hits >= scaledLimit(app.env, rule)) throw tooManyAttempts(window.secondsLeft);
}

const scaledLimit = (env: TAppParts['env'], rule: TRateRule) => Math.max(1, Math.round(RATE_RULES[rule].limit * env.RATE_LIMIT_SCALE));

function tooManyAttempts(secondsLeft: number) {
  const retryAfter = Math.max(1, secondsLeft);
  return new DomainError(429, RATE_LIMIT_MESSAGE(retryAfter), { code: 'RATE_LIMITED', headers: { 'retry-after': String(retryAfter) } });
}
