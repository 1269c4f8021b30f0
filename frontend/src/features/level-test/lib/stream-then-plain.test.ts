// @vitest-environment node
import { ZLevelTestStepResult } from '@wordbook/core/contract/level-test';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { streamThenPlain } from './stream-then-plain';

/**
 * The level test's stream-then-plain calls against a real HTTP server that answers like the API:
 * server-sent events on ?stream=1, JSON on the plain call. The page's relative URLs are resolved
 * against the server.
 */

const questions = Array.from({ length: 10 }, (_, i) => ({ text: `word${i}`, pos: 'n', options: [0, 1, 2, 3].map((o) => ({ text: `m${i}-${o}` })) }));
const result = { questions, test_id: '5b7c2f0e-3d7b-4c55-9d54-0c1f7c6c2a10', round: 1, reused: false };

type Behaviour = 'hang' | 'result' | 'job-error' | 'refuse';
let behaviour: Behaviour = 'hang';
const seen: string[] = [];
let streamClosed = 0;
let server: Server;
let base = '';

function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push(`${req.method} ${req.url}`);
  req.resume();
  if (req.url?.includes('stream=1')) {
    if (behaviour === 'refuse') {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Answer every question of the round.' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-job-id': 'job-1' });
    res.write('id: 1\nevent: progress\ndata: {"total":10,"emitted":4}\n\n');
    res.on('close', () => {
      streamClosed += 1;
    });
    if (behaviour === 'result') res.end(`id: 2\nevent: result\ndata: ${JSON.stringify(result)}\n\n`);
    if (behaviour === 'job-error') res.end('id: 2\nevent: error\ndata: {"message":"Failed to generate questions."}\n\n');
    return; // 'hang': the stream stays open without a result
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...result, reused: true }));
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), base), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  streamClosed = 0;
});

const call = (timeoutMs: number, onProgress?: (p: { total: number; emitted: number }) => void) =>
  streamThenPlain({ url: '/api/test-lt/start', body: {}, schema: ZLevelTestStepResult, timeoutMs, ...(onProgress ? { onProgress } : {}) });

describe('streamThenPlain', () => {
  it('answers from the stream, passing its progress on', async () => {
    behaviour = 'result';
    const progress: unknown[] = [];
    const outcome = await call(5_000, (p) => progress.push(p));
    expect(outcome).toEqual({ result, via: 'stream' });
    expect(progress).toEqual([{ total: 10, emitted: 4 }]);
    expect(seen).toEqual(['POST /api/test-lt/start?stream=1']);
  });

  it('aborts a stream that has not delivered in time and repeats the call plainly', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const outcome = await call(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(outcome).toEqual({ result: { ...result, reused: true }, via: 'plain', fallbackReason: 'timeout' });
    expect(seen).toEqual(['POST /api/test-lt/start?stream=1', 'POST /api/test-lt/start']);
    await vi.waitFor(() => expect(streamClosed).toBe(1));
  });

  it('does not repeat a call whose job reported an error, nor one the server refused', async () => {
    behaviour = 'job-error';
    await expect(call(5_000)).rejects.toMatchObject({ name: 'JobStreamError', code: 'JOB_FAILED', message: 'Failed to generate questions.' });
    behaviour = 'refuse';
    const refused = call(5_000);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(seen.every((s) => s.includes('stream=1'))).toBe(true);
  });
});
