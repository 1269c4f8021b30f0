// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { JobStreamError, streamJob, type JobStreamEvent } from './job-stream';

type Frame = { kind: string; id: number; data: unknown };

function sse({ kind, id, data }: Frame): string {
  return `event: ${kind}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A body that sends `chunks` and then either closes or breaks like a dropped connection. */
function body(chunks: string[], end: 'close' | 'drop' = 'close'): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  // One chunk per pull, so a drop happens after the earlier chunks were read, as on a real network.
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(encoder.encode(next));
      else if (end === 'close') controller.close();
      else controller.error(new TypeError('terminated'));
    },
  });
}

function eventStream(chunks: string[], end: 'close' | 'drop' = 'close', jobId = 'job-1'): Response {
  return new Response(body(chunks, end), {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'x-job-id': jobId },
  });
}

type Call = { url: string; method: string; headers: Record<string, string> };

function fakeFetch(responses: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
    });
    const next = responses.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  });
  return { fetch: impl as unknown as typeof fetch, calls };
}

describe('streamJob', () => {
  it('delivers progress events in order and resolves with the result', async () => {
    const frames = [
      { kind: 'progress', id: 1, data: { total: 50, emitted: 10 } },
      { kind: 'progress', id: 2, data: { total: 50, emitted: 30 } },
      { kind: 'result', id: 3, data: { saved: true, wordbook: { id: 'wb-9' }, words: [] } },
    ];
    // Split the text mid-event to prove the parser joins chunks.
    const text = frames.map(sse).join('');
    const { fetch, calls } = fakeFetch([() => eventStream([text.slice(0, 25), text.slice(25)])]);
    const events: JobStreamEvent[] = [];

    const result = await streamJob({
      url: '/api/ai/generate-wordbook-next',
      body: { wordbook_ids: ['a'], count: 50, prompt: '', timezone: 'UTC' },
      onEvent: (event) => events.push(event),
      fetch,
    });

    expect(result).toEqual({ saved: true, wordbook: { id: 'wb-9' }, words: [] });
    expect(events.map((event) => [event.id, event.kind])).toEqual([
      [1, 'progress'],
      [2, 'progress'],
      [3, 'result'],
    ]);
    expect(events[1]?.data).toEqual({ total: 50, emitted: 30 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/ai/generate-wordbook-next?stream=1');
    expect(calls[0]?.method).toBe('POST');
  });

  it('reconnects to the job with Last-Event-ID after a dropped connection and carries on', async () => {
    const { fetch, calls } = fakeFetch([
      () =>
        eventStream(
          [sse({ kind: 'progress', id: 1, data: { total: 20, emitted: 5 } }), sse({ kind: 'progress', id: 2, data: { total: 20, emitted: 10 } })],
          'drop',
          'job-42',
        ),
      () => {
        throw new TypeError('fetch failed');
      },
      () =>
        eventStream(
          [
            // The server may repeat an event the client already has; it must not be delivered twice.
            sse({ kind: 'progress', id: 2, data: { total: 20, emitted: 10 } }),
            sse({ kind: 'progress', id: 3, data: { total: 20, emitted: 20 } }),
            sse({ kind: 'result', id: 4, data: { saved: false } }),
          ],
          'close',
          'job-42',
        ),
    ]);
    const events: JobStreamEvent[] = [];

    const result = await streamJob({
      url: '/api/ai/generate-wordbook-next',
      body: {},
      onEvent: (event) => events.push(event),
      fetch,
      retryDelayMs: 1,
    });

    expect(result).toEqual({ saved: false });
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/ai/generate-wordbook-next?stream=1',
      'GET /api/jobs/job-42/events',
      'GET /api/jobs/job-42/events',
    ]);
    expect(calls[1]?.headers['Last-Event-ID']).toBe('2');
    expect(calls[2]?.headers['Last-Event-ID']).toBe('2');
  });

  it('rejects with the error event message', async () => {
    const { fetch } = fakeFetch([
      () => eventStream([sse({ kind: 'error', id: 1, data: { message: 'AI usage limit exceeded.' } })]),
    ]);

    const failure = streamJob({ url: '/api/x', body: {}, fetch });

    await expect(failure).rejects.toThrow('AI usage limit exceeded.');
    await expect(failure).rejects.toMatchObject({ code: 'JOB_FAILED' });
  });

  it('rejects with NO_RESULT when the stream keeps ending without a result', async () => {
    const { fetch, calls } = fakeFetch([
      () => eventStream([sse({ kind: 'progress', id: 1, data: { total: 3, emitted: 1 } })]),
      () => eventStream([]),
      () => eventStream([]),
    ]);

    const failure = streamJob({ url: '/api/x', body: {}, fetch, maxReconnects: 2, retryDelayMs: 1 });

    await expect(failure).rejects.toBeInstanceOf(JobStreamError);
    await expect(failure).rejects.toMatchObject({ code: 'NO_RESULT', jobId: 'job-1' });
    expect(calls).toHaveLength(3);
  });

  it('rejects with STREAM_UNAVAILABLE when the answer is not an event stream', async () => {
    const { fetch } = fakeFetch([
      () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]);

    await expect(streamJob({ url: '/api/x', body: {}, fetch })).rejects.toMatchObject({ code: 'STREAM_UNAVAILABLE' });
  });

  it('rejects with STREAM_UNAVAILABLE when it cannot connect', async () => {
    const { fetch } = fakeFetch([]);

    await expect(streamJob({ url: '/api/x', body: {}, fetch })).rejects.toMatchObject({ code: 'STREAM_UNAVAILABLE' });
  });

  it('passes on a refused call with its status and message', async () => {
    const { fetch } = fakeFetch([
      () =>
        new Response(JSON.stringify({ message: 'AI usage limit exceeded.' }), {
          status: 402,
          headers: { 'content-type': 'application/json' },
        }),
    ]);

    await expect(streamJob({ url: '/api/x', body: {}, fetch })).rejects.toMatchObject({
      name: 'ApiError',
      status: 402,
      message: 'AI usage limit exceeded.',
    });
  });
});
