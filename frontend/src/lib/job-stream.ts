import { JOB_ID_HEADER, ZJobErrorData, ZJobEventKind, type TJobEventKind } from '@wordbook/core/contract/job-stream';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { getDeviceId } from './device-id';
import { ApiError, serverMessage } from './api-client';

/** One event of a job's stream, in the order the server numbered them. */
export type JobStreamEvent = {
  /** The event's sequence number (the SSE `id`). */
  id: number;
  kind: TJobEventKind;
  data: unknown;
};

/**
 * Why a stream gave no answer. STREAM_UNAVAILABLE: it could not be opened, or the answer was not
 * an event stream. NO_RESULT: it ended (and reconnecting did not help) before a result or error.
 * JOB_FAILED: the job itself reported an error; the message is the job's.
 */
export type JobStreamErrorCode = 'STREAM_UNAVAILABLE' | 'NO_RESULT' | 'JOB_FAILED';

export class JobStreamError extends Error {
  override readonly name = 'JobStreamError';
  readonly code: JobStreamErrorCode;
  readonly jobId: string | undefined;

  constructor(code: JobStreamErrorCode, message: string, jobId?: string) {
    super(message);
    this.code = code;
    this.jobId = jobId;
  }
}

export type StreamJobOptions = {
  /** The streamed call, e.g. `/api/ai/generate-wordbook-next`; `stream=1` is added to its query. */
  url: string;
  /** Sent as the JSON body of the POST. */
  body: unknown;
  /** Called for every progress, result and error event, once each, in sequence order. */
  onEvent?: (event: JobStreamEvent) => void;
  signal?: AbortSignal;
  /** How many times a dropped stream is reopened in a row before giving up. Default 3. */
  maxReconnects?: number;
  /** Wait before the n-th reconnect: `retryDelayMs * 2^(n-1)`. Default 400 ms. */
  retryDelayMs?: number;
  /** Replaceable for tests. */
  fetch?: typeof fetch;
};

const EVENT_STREAM = 'text/event-stream';

export function withStreamFlag(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}stream=1`;
}

export function jobEventsUrl(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/events`;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseData(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

type Outcome = { kind: 'result'; data: unknown } | { kind: 'error'; message: string };

/** What one connection ended with. */
type Attempt =
  | { status: 'finished'; outcome: Outcome }
  | { status: 'ended'; gotEvents: boolean }
  | { status: 'unavailable'; error: unknown };

/**
 * Runs a streamed job call: POSTs `body` to `url?stream=1` and reads the server-sent events
 * (`event: progress|result|error`, `id: <seq>`, `data: <json>`). When the connection drops before
 * a result or an error, it reopens the job's stream at `GET /api/jobs/{x-job-id}/events` with
 * `Last-Event-ID`, a few times with a growing pause, and carries on where it left off.
 *
 * Resolves with the result event's data. Rejects with a {@link JobStreamError} (JOB_FAILED with
 * the job's message, STREAM_UNAVAILABLE or NO_RESULT), with an {@link ApiError} when the server
 * refuses the call itself (e.g. 402 for the AI limit), or with the abort reason.
 */
export async function streamJob<TResult = unknown>(options: StreamJobOptions): Promise<TResult> {
  const { url, body, onEvent, signal, maxReconnects = 3, retryDelayMs = 400 } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  let lastId = 0;
  let jobId: string | undefined;

  const commonHeaders = (): Record<string, string> => ({
    Accept: EVENT_STREAM,
    'X-Device-Id': getDeviceId(),
  });

  /** Reads one connection's events until it finishes, ends or breaks. */
  async function consume(response: Response): Promise<Attempt> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let outcome: Outcome | undefined;
    let gotEvents = false;

    const parser = createParser({
      onEvent(message: EventSourceMessage) {
        if (outcome) return;
        const kind = ZJobEventKind.safeParse(message.event);
        if (!kind.success) return;
        const id = Number(message.id);
        if (Number.isFinite(id) && id > 0) {
          if (id <= lastId) return; // already delivered before a reconnect
          lastId = id;
        }
        gotEvents = true;
        const data = parseData(message.data);
        onEvent?.({ id: Number.isFinite(id) ? id : lastId, kind: kind.data, data });
        if (kind.data === 'result') outcome = { kind: 'result', data };
        if (kind.data === 'error') {
          const parsed = ZJobErrorData.safeParse(data);
          outcome = { kind: 'error', message: parsed.success ? parsed.data.message : 'The job failed.' };
        }
      },
    });

    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
        if (outcome) break;
      }
    } catch (_error) {
      if (signal?.aborted) throw abortError(signal);
      if (!outcome) return { status: 'ended', gotEvents };
    } finally {
      reader.cancel().catch(() => undefined);
    }
    if (outcome) return { status: 'finished', outcome };
    return { status: 'ended', gotEvents };
  }

  /** Opens a connection; anything but an event stream counts as unavailable. */
  async function open(input: string, init: RequestInit, first: boolean): Promise<Response | { error: unknown }> {
    let response: Response;
    try {
      response = await doFetch(input, { ...init, credentials: 'include', ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      return { error };
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes(EVENT_STREAM) && response.body) return response;

    let payload: unknown;
    try {
      const text = await response.text();
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    const message = serverMessage(payload);
    // The call itself was refused with a reason (validation, AI limit, permission): not a stream problem.
    if (first && !response.ok && message && response.status < 500) {
      throw new ApiError(response.status, message, payload);
    }
    return { error: new Error(message ?? `Unexpected answer (${response.status} ${type || 'no content type'}).`) };
  }

  const first = await open(
    withStreamFlag(url),
    {
      method: 'POST',
      headers: { ...commonHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    },
    true,
  );
  if ('error' in first) {
    throw new JobStreamError('STREAM_UNAVAILABLE', 'The progress stream could not be opened.');
  }
  jobId = first.headers.get(JOB_ID_HEADER) ?? undefined;

  let attempt: Attempt = await consume(first);
  let failures = 0;

  for (;;) {
    if (attempt.status === 'finished') {
      if (attempt.outcome.kind === 'result') return attempt.outcome.data as TResult;
      throw new JobStreamError('JOB_FAILED', attempt.outcome.message, jobId);
    }
    if (attempt.status === 'ended' && attempt.gotEvents) failures = 0;
    if (!jobId || failures >= maxReconnects) {
      if (attempt.status === 'unavailable') {
        throw new JobStreamError('STREAM_UNAVAILABLE', 'The progress stream could not be reopened.', jobId);
      }
      throw new JobStreamError('NO_RESULT', 'The progress stream ended before the job finished.', jobId);
    }

    failures += 1;
    await sleep(retryDelayMs * 2 ** (failures - 1), signal);
    const headers: Record<string, string> = commonHeaders();
    if (lastId > 0) headers['Last-Event-ID'] = String(lastId);
    const again = await open(jobEventsUrl(jobId), { method: 'GET', headers }, false);
    attempt = 'error' in again ? { status: 'unavailable', error: again.error } : await consume(again);
  }
}
