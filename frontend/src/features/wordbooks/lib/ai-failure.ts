import { aiMessages } from '@wordbook/core/rules/ai-points';
import { ApiError, serverMessage } from '../../../lib/api-client';

/** Document 1, §8: 402, or a message about the usage limit, payment or unusually high usage. */
const LIMIT_PATTERN = /usage limit|payment required|unusually high usage/i;

export function isAiLimitError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 402) return true;
  return error instanceof Error && LIMIT_PATTERN.test(error.message);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What to tell the learner when a generation fails: the sticky 'AI usage limit exceeded.', the
 * server's own readable reason (e.g. no example is available, too many devices), or
 * 'AI Generation failed.'.
 */
export function aiFailureNotice(error: unknown): { message: string; sticky: boolean } {
  if (isAiLimitError(error)) return { message: aiMessages.limitExceeded, sticky: true };
  // A readable reason from the server, but not a crash's generic text (500) or a lost connection (0).
  if (error instanceof ApiError && error.status !== 0 && error.status !== 500) {
    const readable = serverMessage(error.body);
    if (readable) return { message: readable, sticky: false };
  }
  return { message: aiMessages.failed, sticky: false };
}
