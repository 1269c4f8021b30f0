import { check, sleep } from 'k6';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import exec from 'k6/execution';
import http from 'k6/http';
import { requestHeaders, type TLoadClient, type TRequest, type TResponse } from './client.ts';
import { runJourney, seedFromEnv, setupLearners, type TSetupData } from './journeys.ts';
import { k6OptionsFor, type TJourney } from './options.ts';

/** The journeys' client over k6/http: each request is tagged with its route name (`name`). */
export function k6Client(baseUrl: string): TLoadClient {
  return {
    baseUrl,
    async request(r: TRequest): Promise<TResponse> {
      const headers = requestHeaders(r);
      const res = http.request(r.method, `${baseUrl}${r.path}`, r.json === undefined ? null : JSON.stringify(r.json), { headers, tags: { name: r.name } });
      const lower: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) lower[k.toLowerCase()] = v;
      return { status: res.status, body: typeof res.body === 'string' ? res.body : '', header: (name) => lower[name.toLowerCase()] };
    },
    check: (name, ok) => check(null, { [name]: () => ok }),
    sleep: async (seconds) => sleep(seconds),
    base64: (text) => encoding.b64encode(text, 'std'),
    sha256: (data) => new Uint8Array(crypto.sha256(data.slice().buffer as ArrayBuffer, 'binary')),
  };
}

/** What every scenario file exports: options from the shared module, setup, and the iteration. */
export function k6Scenario(journey: TJourney) {
  const baseUrl = (__ENV.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const seed = seedFromEnv(__ENV);
  return {
    options: k6OptionsFor(journey, __ENV.PROFILE, __ENV.RATE),
    setup: (): Promise<TSetupData> =>
      journey === 'landing' || journey === 'signup-login' ? Promise.resolve({ learners: [] }) : setupLearners(k6Client(baseUrl), seed),
    iteration: (data: TSetupData): Promise<void> => runJourney(journey, k6Client(baseUrl), seed, data, exec.scenario.iterationInTest, exec.vu.idInTest - 1),
  };
}
