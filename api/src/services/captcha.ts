import type { TServerEnv } from '@wordbook/sql/server-env';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { redeemCaptcha } from '@wordbook/sql/queries/account-captcha';
import { localSecret } from '@wordbook/sql/local-secret';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { badRequest } from '../extensions/domain-error.ts';

/**
 * ALTCHA proof of work (self-hosted, no third party). A challenge asks for a counter whose
 * iterated SHA-256 key starts with a signed prefix; the counter is drawn from the upper half of
 * ALTCHA_MAX_NUMBER, so solving takes ~ALTCHA_MAX_NUMBER × 0.75 hashes × ALTCHA_COST.
 * A solved challenge is accepted once (its signature is recorded until it expires).
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';
const CHALLENGE_MINUTES = 10;

function hmacSecret(env: TServerEnv): string {
  return env.ALTCHA_HMAC_KEY ?? localSecret(env.DATA_DIR, 'altcha-hmac');
}

export async function newCaptchaChallenge(env: TServerEnv): Promise<Challenge> {
  const max = env.ALTCHA_MAX_NUMBER;
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: env.ALTCHA_COST,
    counter: randomInt(max, Math.floor(max / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: hmacSecret(env),
  });
}

const ZPayload = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.literal(CAPTCHA_ALGORITHM), expiresAt: z.number() }).passthrough(),
    signature: z.string().min(16).max(512),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string().max(512), time: z.number().optional() }),
});

function decodePayload(token: string): z.infer<typeof ZPayload> | null {
  try {
    const json = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    const parsed = ZPayload.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Checks the widget's token (base64 JSON of {challenge, solution}); throws 400 unless it is a fresh, valid solution. */
export async function verifyCaptcha(env: TServerEnv, db: CommonQueryMethods, token: string): Promise<void> {
  const payload = decodePayload(token);
  if (!payload) throw badRequest(M.captchaFailed, 'token');
  const result = await verifySolution({
    challenge: payload.challenge as unknown as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: hmacSecret(env),
  }).catch(() => null);
  if (!result?.verified) throw badRequest(M.captchaFailed, 'token');
  const fresh = await redeemCaptcha(db, {
    signature: payload.challenge.signature,
    expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
  });
  if (!fresh) throw badRequest(M.captchaFailed, 'token');
}
