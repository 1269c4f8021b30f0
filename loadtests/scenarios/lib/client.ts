/**
 * What a journey needs from its load generator: HTTP with per-request tags, checks, a think
 * pause and SHA-256 (for the captcha). k6-client.ts implements it over k6/http, and the Node
 * runner over fetch, so both run the same journey code.
 */
export type TResponse = {
  status: number;
  body: string;
  /** A response header, by case-insensitive name. */
  header(name: string): string | undefined;
};

export type TRequest = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; json?: unknown; cookie?: string; name: string };

export interface TLoadClient {
  readonly baseUrl: string;
  request(request: TRequest): Promise<TResponse>;
  /** Records a named check, as k6's check() does; answers the condition. */
  check(name: string, ok: boolean): boolean;
  sleep(seconds: number): Promise<void>;
  sha256(data: Uint8Array): Uint8Array;
  /** Standard base64 of an ASCII text (the captcha token). */
  base64(text: string): string;
}

/** The headers of a request: its session cookie, and the JSON content type when it has a body. */
export function requestHeaders(request: TRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.cookie) headers.cookie = request.cookie;
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

export function parseJson<T>(response: TResponse): T | undefined {
  try {
    return JSON.parse(response.body) as T;
  } catch {
    return undefined;
  }
}

/** The `wb_session=…` pair from a Set-Cookie header (several cookies may be joined). */
export function sessionCookieOf(response: TResponse): string | undefined {
  const header = response.header('set-cookie') ?? '';
  const match = /(?:^|[,\s])(wb_session=[^;,\s]+)/.exec(header);
  return match?.[1];
}
