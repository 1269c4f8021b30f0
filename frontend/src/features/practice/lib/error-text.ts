import { ApiError } from '../../../lib/api-client';

/** The server's message for a refused request (4xx); otherwise the screen's own fallback (document 2, §8). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
