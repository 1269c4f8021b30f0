
import type {
  TSaveWordbookNextResponse,
} from '@wordbook/core/contract/ai-wordbook';
import { aiGenerateWordbookJob, WORDBOOK_MODEL_BUDGET_MS } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnProgram, testDatabaseUrl, waitFor, type SpawnedProgram, } from '../../../../test/harness.ts';
import { eventCount, expectDictionaryWords, expectNoneKept, jobMs, learner, server, streamed, useTestServer } from './ai-wordbook-test-kit.ts';

useTestServer();

type ChatRequest = { model: string; messages: { role: string; content: string }[] };

describe('generation with an OpenAI-compatible model (real worker process, real openai SDK)', () => {
  let model: HttpServer;
  let baseURL: string;
  let seen: ChatRequest[] = [];
  /** Each request takes the next answer; the last one repeats. null: hold the request unanswered. */
  let answers: (string[] | null)[] = [];
  const held = new Set<ServerResponse>();
  let worker: SpawnedProgram | undefined;

  const startModelWorker = async () => {
    const w = spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl(), OPENAI_BASE_URL: baseURL, AI_MODEL: 'test-model' }, [
      '--queues',
      'ai-*',
      '--concurrency',
      '2',
    ]);
    await waitFor(() => w.output().includes('worker ready'), 30_000, 'the AI worker');
    return w;
  };

  beforeAll(async () => {
    model = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
        seen.push(JSON.parse(raw) as ChatRequest);
        const words = answers.length > 1 ? answers.shift()! : answers[0];
        if (words === null) return void held.add(res);
        const content = JSON.stringify({ words: words ?? [] });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    worker = await startModelWorker();
  });
  afterAll(async () => {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
    for (const res of held) res.destroy();
    await new Promise((resolve) => model.close(resolve));
  });

  // Level 4: the wider window is ranks 2000–6000.
  const FIRST = ['harbor', 'anchor', 'cargo', 'sail', 'sailed', 'vessel', 'deck', 'tide', 'blorptastic', 'zindlewort', 'quarnified', 'ship', 'boats', 'water', 'lighthouse'];
  const SECOND = ['shore', 'sailor', 'navy', 'yacht', 'port', 'dock', 'wave', 'flibbertigibbetx'];
  const VALID = ['harbor', 'anchor', 'cargo', 'sail', 'vessel', 'deck', 'tide', 'shore', 'sailor', 'navy', 'yacht', 'port', 'dock', 'wave'];
  const DROPPED = ['blorptastic', 'zindlewort', 'quarnified', 'flibbertigibbetx', 'ship', 'boat', 'boats', 'sailed', 'water', 'lighthouse'];

  it('keeps the model’s dictionary words at the learner’s level, drops invented ones and the references, and tops up from the lexicon', async () => {
    for (const w of VALID) {
      const rank = (await lookupWord(server.app.pool, w))?.rank ?? 0;
      expect(rank >= 2000 && rank <= 6000, `${w} ranks ${rank}`).toBe(true);
    }
    for (const invented of ['blorptastic', 'zindlewort', 'quarnified', 'flibbertigibbetx']) expect(await lookupWord(server.app.pool, invented)).toBeNull();
    seen = [];
    answers = [FIRST, SECOND];
    const me = await learner('pro', 4);
    const refs = await me.newWordbook('Sea', ['ship', 'boat', 'sea']);
    const res = await me.generate({ wordbook_ids: [refs.id], count: 20, prompt: 'sailing' }, true);
    const { result } = streamed(res, 20);
    expect(result.provider).toBe('openai');
    expect(result.words).toHaveLength(20);
    const texts = result.words.map((w) => w.text);
    expect(texts.slice(0, VALID.length)).toEqual(VALID);
    for (const w of DROPPED) expect(texts).not.toContain(w);
    await expectDictionaryWords(result.words);
    expectNoneKept(result.words, ['ship', 'boat', 'sea']);

    expect(seen.length).toBeGreaterThanOrEqual(2);
    const firstAsk = seen[0]!.messages.map((m) => m.content).join('\n');
    expect(seen[0]!.model).toBe('test-model');
    expect(firstAsk).toContain('"sailing"');
    expect(firstAsk).toContain('level 4 of 14');
    expect(firstAsk).toContain('ship');
    expect(seen[1]!.messages.at(-1)!.content).toContain('harbor');
    expect(await me.ledger()).toEqual([40]);
  });

  it('expires the job only well past its worst case: the model’s budget plus the lexicon checking 400 proposals and 150 words', async () => {
    // Four rounds of 100 proposals, each with one word that fits: the rest invented, inflected
    // inventions or words outside the window, every one looked up and rejected.
    const letters = (n: number) => [...n.toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');
    answers = VALID.slice(0, 4).map((good, round) => [
      good,
      ...Array.from({ length: 33 }, (_, i) => [`blorp${letters(round * 100 + i)}`, `zindle${letters(round * 100 + i)}ings`, ['time', 'water', 'went', 'people'][i % 4]!]).flat(),
    ]);
    seen = [];
    const me = await learner('pro', 4);
    const res = await me.generate({ wordbook_ids: [], count: 150, prompt: 'sailing' }, true);
    const { result } = streamed(res, 150);
    expect(result.words).toHaveLength(150);
    expect(seen).toHaveLength(4);
    expect(result.words.slice(0, 4).map((w) => w.text)).toEqual(VALID.slice(0, 4));
    const lexiconMs = await jobMs(result.wordbook.id);
    const worstMs = WORDBOOK_MODEL_BUDGET_MS + lexiconMs;
    console.log(`150 words, 400 proposals (instant model): ${Math.round(lexiconMs)} ms; worst case ${(worstMs / 1000).toFixed(1)} s, expiry ${aiGenerateWordbookJob.expireInSeconds} s`);
    expect(aiGenerateWordbookJob.expireInSeconds * 1000).toBeGreaterThanOrEqual(2 * worstMs);
  });

  it('a worker killed mid-generation (SIGKILL) leaves one draft, one result and, after saving twice, one wordbook', async () => {
    seen = [];
    answers = [FIRST, null]; // the second question hangs until the worker is killed
    const me = await learner('pro', 4);
    const refs = await me.newWordbook('Sea', ['ship', 'boat', 'sea']);
    const streaming = me.generate({ wordbook_ids: [refs.id], count: 40, prompt: '' }, true);

    await waitFor(() => seen.length >= 2, 30_000, 'the second question to the model');
    const [draft] = await me.drafts();
    expect(await eventCount(draft!.id, 'progress')).toBeGreaterThan(0); // progress events are arriving
    worker!.child.kill('SIGKILL');
    await worker!.exited;
    answers = [FIRST, SECOND];
    const killedAt = Date.now();
    worker = await startModelWorker();

    const { result, progress } = streamed(await streaming, 40);
    console.log(`killed mid-generation; the retry finished ${Math.round((Date.now() - killedAt) / 1000)} s after the kill`);
    expect(result.words).toHaveLength(40);
    expect(progress.filter((p) => p.emitted === 0)).toHaveLength(1); // the retry went on from where the stream was
    expect(await eventCount(draft!.id, 'result')).toBe(1);
    expect(await me.drafts()).toMatchObject([{ id: draft!.id, status: 'done', points: 80 }]);
    expect(await me.ledger()).toEqual([80]);

    const body = { wordbook_id: result.wordbook.id, words: result.words.map((w) => w.text) };
    const [a, b] = await Promise.all([me.save(body), me.save(body)]);
    const ids = [a, b].map((r) => (r.result as TSaveWordbookNextResponse).wordbook.id);
    expect(ids[0]).toBe(ids[1]);
    expect([a, b].map((r) => (r.result as TSaveWordbookNextResponse).created).sort()).toEqual([false, true]);
    expect(await me.generatedWordbooks()).toHaveLength(1);
    expect(await me.words(ids[0]!)).toHaveLength(40);
  }, 150_000);
});
