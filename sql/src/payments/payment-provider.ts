import type { TServerEnv } from '../server-env.ts';
import { TossPaymentsClient } from './toss-payments.ts';

/**
 * The provider the API and the workers both talk to: Toss Payments with its secret key, else the
 * embedded sandbox the product serves under /sandbox/toss (same paths, same answers).
 */
export function paymentProviderFor(env: Pick<TServerEnv, 'TOSS_SECRET_KEY' | 'TOSS_API_URL' | 'TOSS_TIMEOUT_MS' | 'PUBLIC_URL' | 'PORT'>): TossPaymentsClient {
  if (env.TOSS_SECRET_KEY) return new TossPaymentsClient({ baseUrl: env.TOSS_API_URL, secretKey: env.TOSS_SECRET_KEY, timeoutMs: env.TOSS_TIMEOUT_MS });
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return new TossPaymentsClient({ baseUrl: `${origin}/sandbox/toss`, secretKey: 'test_sk_sandbox', timeoutMs: env.TOSS_TIMEOUT_MS });
}
