import type { ResponseToolkit, Request } from '@hapi/hapi';
import { JOB_ID_HEADER } from '@wordbook/core/contract/job-stream';
import { findFinalJobEvent, listJobEventsAfter, type TJobEventRow } from '@wordbook/sql/queries/job-runs';
import { PassThrough } from 'node:stream';
import { DomainError } from '../extensions/domain-error.ts';
import { clientAddress } from './client-address.ts';
import type { TJobOutcome } from '../services/jobs.ts';

/**
 * The HTTP side of tracked jobs: a job's events as server-sent events, the plain variant that
 * waits for its result, and one responder for "stream it, wait for it, or it is already done".
 */

const BACKSTOP_POLL_MS = 2000;
const KEEPALIVE_MS = 15_000;
/** A stream longer than any job: past it the client reconnects (with Last-Event-ID) if it still cares. */
const STREAM_MAX_MS = 10 * 60_000;
/** Open streams per learner (or per address for anonymous callers), per API process: a browser's own connection limit. */
export const MAX_STREAMS_PER_CALLER = 6;
export const TOO_MANY_STREAMS = 'Too many updates are open at once. Close another tab and try again.';

const isFinal = (e: TJobEventRow) => e.kind === 'result' || e.kind === 'error';

/**
 * Aborts when the client goes away. On Node 20 the request stream emits 'close' as soon as its
 * body has been read, so the response's 'close' is the one that means "the connection is gone"
 * (it also fires after a finished response, when nothing is left to abort). Returns the
 * listener's removal for when the wait ends.
 */
function abortOnClientGone(request: Request, abort: AbortController): () => void {
  const res = request.raw.res;
  const stop = () => abort.abort();
  // Already gone before the wait began (e.g. while the request was being started).
  if (res.destroyed || res.closed) stop();
  res.once('close', stop);
  return () => res.off('close', stop);
}

const openStreams = new WeakMap<object, Map<string, number>>();

/**
 * Counts the caller's open streams; over the cap the call is refused with 429 (the job itself
 * goes on, and its id comes with the refusal so its result can still be fetched).
 */
function claimStreamSlot(request: Request, jobId: string): () => void {
  const counts = openStreams.get(request.server) ?? new Map<string, number>();
  openStreams.set(request.server, counts);
  const userId = request.auth.credentials?.user?.id;
  const caller = userId ? `user:${userId}` : `ip:${clientAddress(request, request.server.app.env.TRUST_PROXY)}`;
  const open = counts.get(caller) ?? 0;
  if (open >= MAX_STREAMS_PER_CALLER) throw new DomainError(429, TOO_MANY_STREAMS, { body: { jobId } });
  counts.set(caller, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(caller) ?? 1) - 1;
    if (left > 0) counts.set(caller, left);
    else counts.delete(caller);
  };
}

function formatEvent(e: TJobEventRow): string {
  return `id: ${e.seq}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/**
 * Streams a job's events as server-sent events, starting after `afterSeq` (from Last-Event-ID),
 * and ends the stream after the result or error. Compression is off so each event is sent at once.
 */
export function streamJobEvents(request: Request, h: ResponseToolkit, jobId: string, afterSeq: number) {
  const { pool, jobEvents, log } = request.server.app;
  const releaseSlot = claimStreamSlot(request, jobId);
  const stream = new PassThrough();
  const abort = new AbortController();
  const forget = abortOnClientGone(request, abort);
  stream.on('close', () => abort.abort());

  const keepalive = setInterval(() => stream.write(': keepalive\n\n'), KEEPALIVE_MS);
  const lifetime = setTimeout(() => abort.abort(), STREAM_MAX_MS);
  stream.write(': stream open\n\n');

  void (async () => {
    let lastSeq = afterSeq;
    try {
      while (!abort.signal.aborted) {
        const changed = jobEvents.waitForChange(jobId, BACKSTOP_POLL_MS, abort.signal);
        let events: readonly TJobEventRow[] | null = null;
        try {
          events = await listJobEventsAfter(pool, { jobId, afterSeq: lastSeq });
        } catch (error) {
          log.warn({ err: (error as Error).message, jobId }, 'job stream read failed; retrying');
        }
        for (const e of events ?? []) {
          stream.write(formatEvent(e));
          lastSeq = e.seq;
          if (isFinal(e)) return;
        }
        // Nothing new: a job whose result the client already has (it resumed past the end) has nothing more to say.
        if (events?.length === 0) {
          const final = await findFinalJobEvent(pool, jobId).catch(() => null);
          if (final && final.seq <= lastSeq) return;
        }
        await changed;
      }
    } finally {
      clearInterval(keepalive);
      clearTimeout(lifetime);
      forget();
      releaseSlot();
      abort.abort();
      stream.end();
    }
  })();

  return eventStreamResponse(h, stream).header(JOB_ID_HEADER, jobId);
}

/** An event-stream response with compression and proxy buffering off, so each event is sent at once. */
function eventStreamResponse(h: ResponseToolkit, body: PassThrough | string) {
  return h
    .response(body)
    .type('text/event-stream')
    .header('cache-control', 'no-cache, no-transform')
    .header('content-encoding', 'identity')
    .header('x-accel-buffering', 'no');
}

/** A result that is already known, framed like a job's stream: one result event, then the end. */
function streamOneResult(h: ResponseToolkit, result: unknown) {
  return eventStreamResponse(h, `: stream open\n\nid: 1\nevent: result\ndata: ${JSON.stringify(result)}\n\n`);
}

/** Waits for the job's result (the plain variant of a streamed call): 504 after `timeoutMs`. */
export async function waitForJobResult(request: Request, jobId: string, timeoutMs: number): Promise<unknown> {
  const { pool, jobEvents } = request.server.app;
  const deadline = Date.now() + timeoutMs;
  const abort = new AbortController();
  const forget = abortOnClientGone(request, abort);
  try {
    let lastSeq = 0;
    while (Date.now() < deadline && !abort.signal.aborted) {
      const changed = jobEvents.waitForChange(jobId, Math.min(BACKSTOP_POLL_MS, deadline - Date.now()), abort.signal);
      for (const e of await listJobEventsAfter(pool, { jobId, afterSeq: lastSeq })) {
        lastSeq = e.seq;
        if (e.kind === 'result') return e.data;
        if (e.kind === 'error') {
          const message = (e.data as { message?: string } | null)?.message ?? 'The job failed.';
          throw new DomainError(422, message, { code: 'JOB_FAILED' });
        }
      }
      await changed;
    }
  } finally {
    forget();
  }
  throw new DomainError(504, 'The result is taking longer than expected. Please try again.', { code: 'NO_RESULT', headers: { [JOB_ID_HEADER]: jobId } });
}

/** Parses Last-Event-ID (or ?lastEventId) into the sequence to resume after. */
export function resumeAfter(request: Request, lastEventIdQuery?: string): number {
  const raw = request.headers['last-event-id'] ?? lastEventIdQuery;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Every streamed call's plain variant waits this long for its job. */
export const JOB_RESULT_WAIT_MS = 35_000;

type TFraming = { request: Request; h: ResponseToolkit };

/**
 * Answers a job outcome. Streamed: the job's events, or one result event when the answer is
 * already known. Plain: the known answer or the job's result (waited for), through `plain`.
 */
export async function respondToJob<R>(
  { request, h }: TFraming,
  outcome: TJobOutcome<R>,
  stream: boolean,
  plain: (result: unknown) => unknown = (result) => result,
) {
  if (stream) return 'jobId' in outcome ? streamJobEvents(request, h, outcome.jobId, 0) : streamOneResult(h, outcome.now);
  return plain('jobId' in outcome ? await waitForJobResult(request, outcome.jobId, JOB_RESULT_WAIT_MS) : outcome.now);
}
