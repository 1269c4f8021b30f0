import { z } from 'zod';

/**
 * The one payment adapter: Toss Payments' core API (v1) — confirm with an Idempotency-Key, look a
 * payment up by orderId, cancel. The embedded sandbox answers the same paths, so this code is the
 * same for both; only the base URL and the secret key differ.
 */
export const ZTossPayment = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  approvedAt: z.string().nullable().optional(),
  method: z.string().nullable().optional(),
});
export type TTossPayment = z.infer<typeof ZTossPayment>;

const ZTossError = z.object({ code: z.string(), message: z.string() });

/** What the provider answered: the payment, or its error code and message (or our own for no answer). */
export type TTossResult = { ok: true; payment: TTossPayment } | { ok: false; status: number; code: string; message: string };

export type TTossConfig = { baseUrl: string; secretKey: string; timeoutMs?: number; retries?: number };

/** Codes for which no answer came: the request may or may not have reached the provider. */
export const NO_ANSWER_CODES = ['PROVIDER_TIMEOUT', 'PROVIDER_UNAVAILABLE'] as const;

export class TossPaymentsClient {
  constructor(private readonly config: TTossConfig) {}

  confirm(args: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<TTossResult> {
    const { idempotencyKey, ...body } = args;
    return this.call('POST', '/v1/payments/confirm', body, idempotencyKey);
  }

  findByOrderId(orderId: string): Promise<TTossResult> {
    return this.call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  }

  cancel(args: { paymentKey: string; cancelReason: string; idempotencyKey: string }): Promise<TTossResult> {
    return this.call('POST', `/v1/payments/${encodeURIComponent(args.paymentKey)}/cancel`, { cancelReason: args.cancelReason }, args.idempotencyKey);
  }

  /** One call, retried on 5xx and on no answer (safe: POSTs carry an Idempotency-Key, GETs change nothing). */
  private async call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<TTossResult> {
    const retries = this.config.retries ?? 2;
    let last: TTossResult = { ok: false, status: 0, code: 'PROVIDER_UNAVAILABLE', message: 'The payment provider did not answer.' };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
      last = await this.once(method, path, body, idempotencyKey);
      if (last.ok || (last.status > 0 && last.status < 500)) return last;
    }
    return last;
  }

  private async once(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<TTossResult> {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${this.config.secretKey}:`).toString('base64')}`,
    };
    if (body) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { ok: false, status: 0, code: timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNAVAILABLE', message: 'The payment provider did not answer.' };
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const payment = ZTossPayment.safeParse(json);
      if (payment.success) return { ok: true, payment: payment.data };
      return { ok: false, status: 502, code: 'PROVIDER_BAD_ANSWER', message: 'The payment provider answered in an unknown shape.' };
    }
    const error = ZTossError.safeParse(json);
    return error.success
      ? { ok: false, status: res.status, ...error.data }
      : { ok: false, status: res.status, code: 'PROVIDER_ERROR', message: `The payment provider answered ${res.status}.` };
  }
}
