import type { ZodType, ZodTypeDef } from 'zod';
import { ApiError, api, INVALID_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { JobStreamError, streamJob, type JobStreamEvent } from '../../../lib/job-stream';

/** Document 2, §4 and §9: a stream that has not delivered within 35 s is aborted and the call repeated plainly. */
export const STREAM_TIMEOUT_MS = 35_000;

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;

export type StreamProgress = { total: number; emitted: number };

export type StreamThenPlainOptions<T> = {
  url: string;
  body: unknown;
  schema: Schema<T>;
  onProgress?: (progress: StreamProgress) => void;
  signal?: AbortSignal;
  /** Replaceable for tests; default {@link STREAM_TIMEOUT_MS}. */
  timeoutMs?: number;
};

/** How the answer arrived, for tests and logs. */
export type StreamThenPlainOutcome<T> = { result: T; via: 'stream' | 'plain'; fallbackReason?: 'timeout' | 'STREAM_UNAVAILABLE' | 'NO_RESULT' };

function progressOf(event: JobStreamEvent): StreamProgress | null {
  if (event.kind !== 'progress' || !event.data || typeof event.data !== 'object') return null;
  const { total, emitted } = event.data as Record<string, unknown>;
  return typeof total === 'number' && typeof emitted === 'number' ? { total, emitted } : null;
}

/**
 * Asks for the stream first (progress events, then the result); when it cannot be opened, ends
 * without a result (STREAM_UNAVAILABLE / NO_RESULT) or has not delivered within the timeout, the
 * same call is repeated as a plain request, which joins the job the stream started. A job that
 * reported an error, or a call the server refused (4xx), is not repeated: it rejects.
 */
export async function streamThenPlain<T>(options: StreamThenPlainOptions<T>): Promise<StreamThenPlainOutcome<T>> {
  const { url, body, schema, onProgress, signal, timeoutMs = STREAM_TIMEOUT_MS } = options;
  const streamAbort = new AbortController();
  const forwardAbort = () => streamAbort.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    streamAbort.abort(new DOMException('The stream did not deliver in time.', 'TimeoutError'));
  }, timeoutMs);

  let fallbackReason: StreamThenPlainOutcome<T>['fallbackReason'];
  try {
    const data = await streamJob<unknown>({
      url,
      body,
      signal: streamAbort.signal,
      onEvent: (event) => {
        const progress = progressOf(event);
        if (progress) onProgress?.(progress);
      },
    });
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, data);
    return { result: parsed.data, via: 'stream' };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timedOut) fallbackReason = 'timeout';
    else if (error instanceof JobStreamError && error.code !== 'JOB_FAILED') fallbackReason = error.code;
    else throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const result = await api.post(url, body, schema, signal ? { signal } : {});
  return { result, via: 'plain', fallbackReason };
}
