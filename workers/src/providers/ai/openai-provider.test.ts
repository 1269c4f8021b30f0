import type { TAiGenerateResponse, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { spawnProgram, startTestApi, testDatabaseUrl, testPool, waitFor } from '../../../../test/harness.ts';
import { AiNoResultError, AiProviderError } from './ai-provider.ts';
import { createOpenAiProvider, type OpenAiProviderConfig } from './openai-provider.ts';
import { selectAiProvider } from './select-provider.ts';

/**
 * The OpenAI-compatible provider through the real `openai` SDK, against a small
 * OpenAI-compatible HTTP server run by this test (POST /v1/chat/completions).
 */

type Reply = (req: IncomingMessage, res: ServerResponse, body: ChatRequest) => void;
type ChatRequest = { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } };

let server: Server;
let baseURL: string;
let seen: ChatRequest[] = [];
let replies: Reply[] = [];
const pending = new Set<ServerResponse>();

/** A chat completion whose message content is `content`, as OpenAI answers it. */
const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});
const answerJson =
  (content: string): Reply =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(content)));
  };
const answerSlowly =
  (ms: number): Reply =>
  (_req, res) => {
    pending.add(res);
    setTimeout(() => {
      pending.delete(res);
      if (!res.destroyed) answerJson('{"items":["too late"]}')(_req, res, {} as ChatRequest);
    }, ms).unref();
  };
const answerStatus =
  (status: number): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatRequest;
      seen.push(body);
      // The last reply repeats for every further request.
      const reply = replies.length > 1 ? replies.shift()! : replies[0];
      if (!reply) res.writeHead(500).end();
      else reply(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of pending) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  replies = [];
});

const provider = (overrides: Partial<OpenAiProviderConfig> = {}) =>
  createOpenAiProvider({ baseURL, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000, maxRetries: 2, ...overrides });
const signal = () => new AbortController().signal;

describe('OpenAI-compatible provider', () => {
  it('asks for JSON definitions in the learner’s language and keeps up to 6 distinct ones', async () => {
    const items = ['(noun) 달리기', '(verb) 달리다', '(verb) 달리다', '  ', '(verb) 운영하다', '(noun) 연속', '(verb) 흐르다', '(noun) 득점', '(verb) 출마하다'];
    replies = [answerJson(JSON.stringify({ items }))];
    const result = await provider().definitions('run', 'ko', signal());
    expect(result).toEqual({ items: ['(noun) 달리기', '(verb) 달리다', '(verb) 운영하다', '(noun) 연속', '(verb) 흐르다', '(noun) 득점'], language: 'ko', note: null });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.model).toBe('test-model');
    expect(request.response_format).toEqual({ type: 'json_object' });
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('"run"');
    expect(prompt).toContain('Korean');
  });

  it('asks for English example sentences', async () => {
    replies = [answerJson('{"items":["She runs every morning.","The play ran for a year."]}')];
    const result = await provider().examples('run', signal());
    expect(result).toEqual({ items: ['She runs every morning.', 'The play ran for a year.'], language: 'en', note: null });
    expect(seen[0]!.messages.at(-1)!.content).toContain('example sentences');
  });

  it('says plainly that there is no definition when the model answers no items', async () => {
    replies = [answerJson('{"items":[]}')];
    const error = await provider().definitions('blorptastic', 'en', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiNoResultError);
    expect((error as Error).message).toBe('No definition found for “blorptastic”.');
  });

  it('gives up on a slow server after the timeout and two retries', async () => {
    replies = [answerSlowly(3000)];
    const started = Date.now();
    const error = await provider({ timeoutMs: 200 }).definitions('run', 'en', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toBe('The AI provider did not answer within 200 ms (3 attempts).');
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops at the whole-call budget even when retries remain', async () => {
    replies = [answerSlowly(3000)];
    const error = await provider({ timeoutMs: 1000, totalBudgetMs: 300 }).definitions('run', 'en', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toContain('stopped');
    expect(seen).toHaveLength(1);
  });

  it('asks again after a malformed answer, and succeeds when the next one is right', async () => {
    replies = [answerJson('{"items": ["(noun) a hous'), answerJson('{"items":["(noun) a building where people live"]}')];
    const result = await provider().definitions('house', 'en', signal());
    expect(result.items).toEqual(['(noun) a building where people live']);
    expect(seen).toHaveLength(2);
  });

  it('fails clearly when every answer is malformed or has the wrong shape', async () => {
    replies = [answerJson('not json at all'), answerJson('{"definitions":["(noun) a building"]}')];
    const error = await provider().definitions('house', 'en', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toMatch(/^The AI provider's answer was not the JSON asked for \(2 attempts; unexpected shape/);
    expect(seen).toHaveLength(2);
  });

  it('retries a server error twice through the SDK, then fails with the status', async () => {
    replies = [answerStatus(503)];
    const error = await provider().definitions('run', 'en', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as Error).message).toMatch(/^The AI provider answered 503/);
    expect(seen).toHaveLength(3);
  });
});

describe('provider selection', () => {
  it('uses the OpenAI-compatible endpoint when OPENAI_BASE_URL or OPENAI_API_KEY is set, else the lexicon', async () => {
    const pool = await testPool();
    try {
      const base = { AI_MODEL: 'test-model', AI_TIMEOUT_MS: 2000 };
      expect(selectAiProvider({ ...base, OPENAI_BASE_URL: baseURL }, pool).name).toBe('openai');
      expect(selectAiProvider({ ...base, OPENAI_API_KEY: 'sk-test' }, pool).name).toBe('openai');
      expect(selectAiProvider(base, pool).name).toBe('lexicon');
      replies = [answerJson('{"items":["(noun) a place to live"]}')];
      const answer = await selectAiProvider({ ...base, OPENAI_BASE_URL: baseURL }, pool).definitions('home', 'en', signal());
      expect(answer.items).toEqual(['(noun) a place to live']);
      expect(seen[0]!.model).toBe('test-model');
    } finally {
      await pool.end();
    }
  });

  it('answers POST /api/ai/generate through a worker process configured with OPENAI_BASE_URL, in the learner’s language', async () => {
    const server = await startTestApi();
    const worker = spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl(), OPENAI_BASE_URL: baseURL, AI_MODEL: 'test-model' }, [
      '--queues',
      'ai-*',
      '--concurrency',
      '2',
    ]);
    try {
      await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the AI worker');
      const userId = await createTestUser(server, { plan: 'pro' });
      await server.app.pool.query(sql.typeAlias('void')`update users set preferred_definition_languages = '{es}' where id = ${userId}`);
      const cookie = await signInAs(server, userId);
      const call = (url: string, payload: object) => server.inject({ method: 'POST', url, headers: { cookie, 'x-device-id': 'd1' }, payload });
      const wordbook = ((await call('/api/wordbooks', { name: 'Spanish notes' })).result as { wordbook: TWordbook }).wordbook;
      const word = ((await call('/api/words', { wordbook_id: wordbook.id, text: 'house' })).result as { word: TWord }).word;
      replies = [answerJson('{"items":["(sustantivo) edificio para vivir","(verbo) alojar"]}')];
      const res = await call('/api/ai/generate', { word_id: word.id, word: 'house', type: 'definition', force: 'auto' });
      expect(res.statusCode).toBe(200);
      expect(res.result as TAiGenerateResponse).toMatchObject({
        data: { definitions: ['(sustantivo) edificio para vivir', '(verbo) alojar'], meta_total_definitions: 2 },
        language: 'es',
        note: null,
        word: { ai_definitions_language: 'es' },
      });
      expect(seen.at(-1)!.messages.at(-1)!.content).toContain('Spanish');
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
      await server.stop();
    }
  });
});
