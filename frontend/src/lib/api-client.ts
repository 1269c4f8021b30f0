import type { ZodType, ZodTypeDef } from 'zod';
import { getDeviceId } from './device-id';

/** An answer other than 2xx, or no answer at all (status 0). `message` is the server's when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Sent on window when the server refuses the signed-in account as banned or suspended. */
export const ACCOUNT_BLOCKED_EVENT = 'wordbook:account-blocked';
const BLOCKED_CODES = new Set(['ACCOUNT_BANNED', 'ACCOUNT_SUSPENDED']);

/** Sent on window (detail: the message) when the API answers 503 because maintenance mode is on. */
export const MAINTENANCE_EVENT = 'wordbook:maintenance';

export const NETWORK_ERROR_MESSAGE = 'Network error or server not responding.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand.';

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the JSON answer; without one the answer is not read. */
  schema?: Schema<T>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The human-readable message in an error answer: `message`, else `error`, else undefined. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return undefined;
}

/** The server's message for a refused request (a 4xx); otherwise the screen's own `fallback` (no answer, a 5xx). */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** A call given up on purpose (its AbortSignal fired): nothing to show. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * One call to the API: same-origin, with the session cookie and this device's id, JSON both ways.
 * Resolves with the answer parsed by `schema`; rejects with an {@link ApiError}.
 */
export async function apiRequest<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, query, headers, signal } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'X-Device-Id': getDeviceId(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  };

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    // A ban or suspension applied mid-visit: let the shell re-read the session so the guard sends the user to /status-error.
    if (response.status === 403 && BLOCKED_CODES.has(String((payload as { code?: unknown } | undefined)?.code))) {
      window.dispatchEvent(new Event(ACCOUNT_BLOCKED_EVENT));
    }
    // Maintenance mode switched on mid-visit: the shell shows the maintenance page.
    if (response.status === 503 && (payload as { code?: unknown } | undefined)?.code === 'MAINTENANCE') {
      window.dispatchEvent(new CustomEvent(MAINTENANCE_EVENT, { detail: serverMessage(payload) ?? '' }));
    }
    throw new ApiError(response.status, serverMessage(payload) ?? `Request failed (${response.status}).`, payload);
  }
  if (!schema) return undefined as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE, payload);
  }
  return parsed.data;
}

type BodyOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'schema'>;

export const api = {
  get: <T = undefined>(path: string, schema?: Schema<T>, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET', ...(schema ? { schema } : {}) }),
  post: <T = undefined>(path: string, body?: unknown, schema?: Schema<T>, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {}, ...(schema ? { schema } : {}) }),
  put: <T = undefined>(path: string, body?: unknown, schema?: Schema<T>, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {}, ...(schema ? { schema } : {}) }),
  patch: <T = undefined>(path: string, body?: unknown, schema?: Schema<T>, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {}, ...(schema ? { schema } : {}) }),
  delete: <T = undefined>(path: string, schema?: Schema<T>, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', ...(schema ? { schema } : {}) }),
};
