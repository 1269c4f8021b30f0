import { createHash } from 'node:crypto';
import { requestHeaders, type TLoadClient, type TRequest, type TResponse } from '../scenarios/lib/client.ts';

/** One request as measured: k6's http_req_duration (headers to last byte) and http_req_failed (status outside 200–399). */
export type TSample = { name: string; ms: number; failed: boolean; at: number };
export type TCheckCount = { passes: number; fails: number };

/** What a run collects; the client appends, the report reads. */
export class RunRecorder {
  readonly samples: TSample[] = [];
  readonly checks = new Map<string, TCheckCount>();
  readonly errors = new Map<string, number>();

  check(name: string, ok: boolean): void {
    const count = this.checks.get(name) ?? { passes: 0, fails: 0 };
    if (ok) count.passes++;
    else count.fails++;
    this.checks.set(name, count);
  }

  error(message: string): void {
    this.errors.set(message, (this.errors.get(message) ?? 0) + 1);
  }
}

/** The journeys' client over fetch (undici keeps connections alive, as k6 does). */
export function nodeClient(baseUrl: string, recorder: RunRecorder): TLoadClient {
  return {
    baseUrl,
    async request(r: TRequest): Promise<TResponse> {
      const headers = requestHeaders(r);
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}${r.path}`, { method: r.method, headers, body: r.json === undefined ? undefined : JSON.stringify(r.json) });
        const body = await res.text();
        recorder.samples.push({ name: r.name, ms: performance.now() - started, failed: res.status < 200 || res.status > 399, at: Date.now() });
        const setCookie = res.headers.getSetCookie().join(', ');
        return { status: res.status, body, header: (name) => (name.toLowerCase() === 'set-cookie' ? setCookie || undefined : (res.headers.get(name) ?? undefined)) };
      } catch (error) {
        // A refused or reset connection is a failed request with status 0, as in k6.
        recorder.samples.push({ name: r.name, ms: performance.now() - started, failed: true, at: Date.now() });
        recorder.error(`${r.name}: ${(error as Error).message}`);
        return { status: 0, body: '', header: () => undefined };
      }
    },
    check: (name, ok) => {
      recorder.check(name, ok);
      return ok;
    },
    sleep: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
    base64: (text) => Buffer.from(text, 'utf8').toString('base64'),
  };
}
