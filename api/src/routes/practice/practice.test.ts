import type { Server } from '@hapi/hapi';
import type {
  TActivePracticeSession,
  TAnswerResponse,
  TCreatePracticeSessionInput,
  TNextQuestionResponse,
  TSessionHistoryResponse,
  TSessionItemsResponse,
  TSessionListResponse,
  TWordsForPracticeResponse,
} from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

type TWordSeed = { text: string; meaning?: string | null; example?: string | null; aiDefinitions?: string[]; aiExamples?: string[] };

/** A learner with a session cookie. */
async function learner(overrides: { plan?: string; role?: string } = {}) {
  const id = await createTestUser(server, overrides);
  return { id, cookie: await signInAs(server, id) };
}

/** A wordbook with words, made in SQL (the words API has its own tests). */
async function wordbookWith(userId: string, words: TWordSeed[]) {
  const pool = server.app.pool;
  const wordbookId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into wordbooks (user_id, name) values (${userId}, ${`Practice ${Math.random().toString(36).slice(2, 10)}`}) returning id`);
  const ids: string[] = [];
  // One statement, in order: created_at ascends with the position.
  if (words.length > 0) {
    const rows = words.map((w, i) => ({
      text: w.text,
      meaning: w.meaning ?? null,
      example: w.example ?? null,
      ai_definitions: w.aiDefinitions ?? [],
      ai_examples: w.aiExamples ?? [],
      n: i,
    }));
    const inserted = await pool.any(sql.type(z.object({ id: z.string() }))`
      insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin, ai_definitions, ai_examples, created_at)
      select ${wordbookId}, ${userId}, x.text, x.meaning, case when x.meaning is null then null else 'user' end,
             x.example, case when x.example is null then null else 'user' end, x.ai_definitions, x.ai_examples,
             now() + x.n * interval '1 millisecond'
      from jsonb_to_recordset(${sql.jsonb(rows)}) as x(text text, meaning text, example text, ai_definitions jsonb, ai_examples jsonb, n int)
      order by x.n
      returning id`);
    ids.push(...inserted.map((r) => r.id));
  }
  return { wordbookId, wordIds: ids };
}

const FRUIT: TWordSeed[] = [
  { text: 'apple', meaning: 'a round fruit with red or green skin', example: 'She ate an apple after lunch.' },
  { text: 'run', meaning: 'to move fast on foot', example: 'He ran to the station this morning.' },
  { text: 'mouse', meaning: 'a small rodent with a long tail', example: 'Two mice lived under the floor.' },
  { text: 'go', meaning: 'to move from one place to another', example: 'We went home early yesterday.' },
  { text: 'happy', meaning: 'feeling or showing pleasure', example: 'The children were happy all day.' },
];

function client(cookie: string) {
  const call = async <T>(method: string, url: string, payload?: object) => {
    const res = await server.inject({ method, url, headers: { cookie }, payload });
    return { status: res.statusCode, body: res.result as T & { message?: string; code?: string } };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload: object = {}) => call<T>('POST', url, payload),
    start: (options: Partial<TCreatePracticeSessionInput> & { wordbookId: string }) =>
      call<{ sessionId: string; totalWords: number; progressTotal: number; chunkSize: number; autoExcludedWordIds: string[] }>('POST', '/api/practice/session', {
        modes: { mtwObj: { enabled: true } },
        ...options,
      }),
    next: (sessionId: string) => call<TNextQuestionResponse>('GET', `/api/practice/session/${sessionId}/next`),
    answer: (sessionId: string, payload: object) => call<TAnswerResponse>('POST', `/api/practice/session/${sessionId}/answer`, payload),
  };
}

/** The right response to a served question, read from the server's own key. */
async function rightResponse(next: TNextQuestionResponse): Promise<number | string> {
  const correct = await server.app.pool.oneFirst(sql.type(z.object({ c: z.string() }))`
    select correct_answer as c from practice_items where id = ${next.itemId}`);
  if (next.question?.type === 'mcq') return next.question.data.choices.indexOf(correct);
  return correct;
}

async function wrongResponse(next: TNextQuestionResponse): Promise<number | string> {
  const right = await rightResponse(next);
  return typeof right === 'number' ? (right + 1) % (next.question?.type === 'mcq' ? next.question.data.choices.length : 2) : 'certainly-not-it';
}

/** Answers every question right until the session is done; returns how many answers it took. */
async function finish(api: ReturnType<typeof client>, sessionId: string, limit = 5000) {
  for (let n = 0; n < limit; n++) {
    const next = (await api.next(sessionId)).body;
    if (next.done) return n;
    const res = await api.answer(sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    expect(res.status).toBe(200);
  }
  throw new Error('the session did not finish');
}

describe('practice setup', () => {
  it('checks access and lists the words with the modes each can be used for', async () => {
    const me = await learner();
    const { wordbookId, wordIds } = await wordbookWith(me.id, [
      ...FRUIT.slice(0, 4),
      { text: 'banana', meaning: 'a long yellow fruit' },
      { text: 'cherry', example: 'A cherry sat on top of the cake.' },
      { text: 'grape', meaning: 'a small green or purple fruit', example: 'This sentence does not use the word.' },
      { text: 'lemon', aiDefinitions: ['a sour yellow citrus fruit', 'a car that does not work'], aiExamples: ['He squeezed two lemons.'] },
    ]);
    const api = client(me.cookie);
    const check = await api.get(`/api/practice/check/${wordbookId}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: true, wordbook: { id: wordbookId, wordCount: 8 } });

    const res = await api.get<TWordsForPracticeResponse>(`/api/practice/${wordbookId}/words-for-practice`);
    expect(res.status).toBe(200);
    expect(res.body.requiredCorrectMax).toBe(3);
    const usable = Object.fromEntries(res.body.words.map((w) => [w.text, w.usableFor]));
    expect(res.body.words.map((w) => w.id)).toEqual(wordIds);
    // Inflected forms in the example count (ran, mice, went).
    for (const text of ['apple', 'run', 'mouse', 'go']) expect(usable[text]).toEqual({ mtwObj: true, mtwSub: true, wtmObj: true, blankObj: true, blankSub: true, makeSent: false });
    expect(usable.banana).toMatchObject({ mtwObj: true, blankObj: false, blankSub: false });
    expect(usable.cherry).toMatchObject({ mtwObj: false, wtmObj: false, blankObj: true });
    expect(usable.grape).toMatchObject({ mtwObj: true, blankObj: false });
    // The selected AI definition and example are what the dashboard shows.
    expect(usable.lemon).toMatchObject({ mtwObj: true, blankSub: true });
    expect(res.body.words.find((w) => w.text === 'lemon')).toMatchObject({ meaning: 'a sour yellow citrus fruit', example: 'He squeezed two lemons.' });

    const pro = await learner({ plan: 'pro' });
    const proWords = await client(pro.cookie).get<TWordsForPracticeResponse>(`/api/practice/${(await wordbookWith(pro.id, FRUIT)).wordbookId}/words-for-practice`);
    expect(proWords.body.requiredCorrectMax).toBe(5);
  });

  it("answers 404 for another learner's wordbook or session, and for ids that are not ids", async () => {
    const owner = await learner();
    const stranger = client((await learner()).cookie);
    const { wordbookId } = await wordbookWith(owner.id, FRUIT);
    const { body } = await client(owner.cookie).start({ wordbookId });
    const sessionId = body.sessionId;
    expect(sessionId).toBeTruthy();
    const next = (await client(owner.cookie).next(sessionId)).body;

    const wordbookCalls = [
      stranger.get(`/api/practice/check/${wordbookId}`),
      stranger.get(`/api/practice/${wordbookId}/words-for-practice`),
      stranger.get(`/api/practice/session/active/${wordbookId}`),
      stranger.start({ wordbookId }),
      stranger.get('/api/practice/check/not-a-uuid'),
    ];
    for (const res of await Promise.all(wordbookCalls)) expect([res.status, res.body.message]).toEqual([404, M.wordbookAccessDenied]);
    const list = await stranger.get(`/api/practice/sessions/${wordbookId}`);
    expect([list.status, list.body.message]).toEqual([404, M.wordbookNotFound]);

    const sessionCalls = [
      stranger.next(sessionId),
      stranger.answer(sessionId, { itemId: next.itemId, userResponse: 0 }),
      stranger.get(`/api/practice/session/${sessionId}/history`),
      stranger.get(`/api/practice/session/${sessionId}/items`),
      stranger.post(`/api/practice/session/${sessionId}/cancel`),
      stranger.next('12345'),
    ];
    for (const res of await Promise.all(sessionCalls)) expect([res.status, res.body.message]).toEqual([404, M.sessionNotFound]);
    // The owner's session is untouched.
    expect((await client(owner.cookie).next(sessionId)).body).toMatchObject({ done: false, itemId: next.itemId, progressDone: 0 });
  });

  it('enforces the bounds of choices, chunk size, required answers and modes with the spec messages', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const cases: [Partial<TCreatePracticeSessionInput>, string][] = [
      [{ numChoices: 1 }, M.numChoicesRange],
      [{ numChoices: 7 }, M.numChoicesRange],
      [{ numChoices: 3.5 }, M.numChoicesRange],
      [{ chunkSize: 5 }, 'Enter an integer between 1 and 4.'],
      [{ chunkSize: -1 }, M.chunkSizeInvalid],
      [{ chunkSize: '2x' }, M.chunkSizeInvalid],
      [{ modes: { mtwObj: { enabled: true, required: 4 } } }, 'Required correct answers must be an integer between 1 and 3.'],
      [{ modes: { mtwObj: { enabled: true, required: 6 } } }, 'Required correct answers must be an integer between 1 and 5.'],
      [{ modes: {} }, M.selectExercise],
      [{ modes: { mtwObj: { enabled: false } } }, M.selectExercise],
      [{ modes: { makeSent: { enabled: true } } }, M.makeSentenceUnavailable],
      [{ modes: { spelling: { enabled: true } } }, 'Unknown exercise type: spelling.'],
      [{ passes: 4 }, M.passesRange],
      [{ excludedWordIds: [] , modes: { blankObj: { enabled: true } }, chunkSize: 0, wordbookId: (await wordbookWith(me.id, [{ text: 'kiwi', meaning: 'a fruit' }])).wordbookId }, M.noUsableWords],
      [{ wordbookId: (await wordbookWith(me.id, [])).wordbookId }, M.noWords],
    ];
    for (const [options, message] of cases) {
      const res = await api.start({ wordbookId, ...options });
      expect([res.status, res.body.message, JSON.stringify(options)]).toEqual([400, message, JSON.stringify(options)]);
    }
    // The edges are accepted: 2 and 6 choices, chunk 4 of 5 words, chunk as digits, 3 required.
    const ok = await api.start({ wordbookId, numChoices: 6, chunkSize: '4', modes: { mtwObj: { enabled: true, required: 3 } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ totalWords: 5, progressTotal: 15, chunkSize: 4 });
    // Five words give four wrong choices; the lexicon adds the fifth.
    const six = (await api.next(ok.body.sessionId)).body;
    expect(six.question?.type === 'mcq' && six.question.data.choices).toHaveLength(6);
    const two = await api.start({ wordbookId, numChoices: 2, chunkSize: 1, forceNew: true });
    const q = (await api.next(two.body.sessionId)).body;
    expect(q.question?.type === 'mcq' && q.question.data.choices).toHaveLength(2);
    // Pro learners have the setup flag: up to 5.
    const pro = await learner({ plan: 'pro' });
    const proBook = await wordbookWith(pro.id, FRUIT);
    expect((await client(pro.cookie).start({ wordbookId: proBook.wordbookId, modes: { mtwSub: { enabled: true, required: 5 } } })).body).toMatchObject({ progressTotal: 25 });
  });
});

describe('practice answering', () => {
  it('grades on the server: a client claiming isCorrect for a wrong answer is not counted', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true }, mtwSub: { enabled: true } } });
    const first = (await api.next(body.sessionId)).body;
    expect(first.answer).toBeNull();
    // The key never reaches the client before the answer.
    expect(JSON.stringify(first)).not.toMatch(/correctIndex|accept/);

    const right = await rightResponse(first);
    const wrong = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: await wrongResponse(first), isCorrect: true });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ isCorrect: false, progressDone: 0, progressTotal: 10, chunkBreakDue: false, itemMastered: false });
    // The reveal: the key as shown, after the answer.
    expect(wrong.body.answer).toEqual(typeof right === 'number' ? { correctIndex: right } : { accept: [right] });

    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.session).toMatchObject({ correctCount: 0, incorrectCount: 1, questionsCount: 1, progressDone: 0 });
    expect(history.attempts[0]?.isCorrect).toBe(false);
  });

  it('accepts typed answers trimmed and case-insensitively, inflected forms in blanks, and records "skip" as wrong', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, [FRUIT[3]!]);
    const { body } = await api.start({ wordbookId, modes: { blankSub: { enabled: true, required: 2 }, mtwSub: { enabled: true } } });
    const seen: string[] = [];
    for (let n = 0; n < 10; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      if (next.question?.type === 'blank') {
        expect(next.question.data).toEqual({ stem: 'Type the word that fills the blank.', sentence: 'We _____ home early yesterday.', hint: 'to move from one place to another' });
        if (!seen.includes('skip')) {
          const skip = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: 'skip', isCorrect: true });
          expect(skip.body).toMatchObject({ isCorrect: false, userResponse: 'skip', answer: { accept: ['went', 'go'] } });
          seen.push('skip');
          continue;
        }
        const typed = seen.includes('went') ? '  GO ' : ' Went ';
        const ok = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: typed });
        expect(ok.body.isCorrect).toBe(true);
        seen.push(typed.trim().toLowerCase());
      } else if (next.question?.type === 'short') {
        expect(next.question.data.prompt).toBe('to move from one place to another');
        const empty = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: '   ' });
        expect([empty.status, empty.body.message]).toEqual([400, M.answerRequired]);
        expect((await api.answer(body.sessionId, { itemId: next.itemId, userResponse: 'GO' })).body.isCorrect).toBe(true);
        seen.push('short');
      }
    }
    expect(seen.sort()).toEqual(['go', 'short', 'skip', 'went']);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.session.status).toBe('completed');
    expect(history.attempts.map((a) => [a.userResponse, a.isCorrect])).toContainEqual(['skip', false]);
  });

  it('brings a wrong item back later, masters a word after its required correct answers, then finishes', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true, required: 2 } }, chunkSize: 0 });
    expect(body.progressTotal).toBe(10);

    const first = (await api.next(body.sessionId)).body;
    const miss = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: await wrongResponse(first) });
    expect(miss.body).toMatchObject({ isCorrect: false, progressDone: 0 });
    // The missed item is not asked again at once, but it comes back within the session.
    const order: string[] = [];
    let progress = 0;
    let cameBackAt = -1;
    for (let n = 0; n < 100; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      order.push(next.itemId!);
      if (next.itemId === first.itemId && cameBackAt < 0) cameBackAt = order.length;
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) })).body;
      expect(res.progressDone).toBe(progress + 1);
      progress = res.progressDone;
      // The second right answer masters the item.
      expect(res.itemMastered).toBe(order.filter((id) => id === next.itemId).length === 2);
    }
    expect(cameBackAt).toBeGreaterThan(1);
    expect(order).toHaveLength(10);
    expect(progress).toBe(10);

    const done = (await api.next(body.sessionId)).body;
    expect(done).toMatchObject({ done: true, question: null, itemId: null, progressDone: 10, progressTotal: 10, status: 'completed' });
    const again = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: 0 });
    expect([again.status, again.body.message]).toEqual([409, M.sessionNotActive]);
    const items = (await api.get<TSessionItemsResponse>(`/api/practice/session/${body.sessionId}/items`)).body;
    expect(items.usedWords).toHaveLength(5);
    for (const w of items.usedWords) expect(w).toMatchObject({ modes: ['mtwObj'], masteredModes: ['mtwObj'] });
  });

  it('signals chunk breaks when the progress reaches a chunk boundary', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, chunkSize: 2 });
    expect(body.chunkSize).toBe(2);
    const breaks: number[] = [];
    let wrongBreak: boolean | null = null;
    for (let n = 0; n < 20; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      expect(next.chunkSize).toBe(2);
      if (n === 1) {
        // A wrong answer does not move the progress, so it brings no break.
        wrongBreak = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await wrongResponse(next) })).body.chunkBreakDue;
        continue;
      }
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) })).body;
      if (res.chunkBreakDue) breaks.push(res.progressDone);
    }
    expect(wrongBreak).toBe(false);
    // Breaks after 2 and 4 of 5; none at the end.
    expect(breaks).toEqual([2, 4]);
  });

  it('works with one usable word (distractors from the lexicon), with words lacking examples, and with 300 words', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const single = await wordbookWith(me.id, [FRUIT[0]!, { text: 'pear' }]);
    const one = await api.start({ wordbookId: single.wordbookId, modes: { mtwObj: { enabled: true }, wtmObj: { enabled: true }, blankObj: { enabled: true } } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ totalWords: 1, progressTotal: 3, chunkSize: 0, autoExcludedWordIds: [single.wordIds[1]] });
    for (let n = 0; n < 3; n++) {
      const next = (await api.next(one.body.sessionId)).body;
      expect(next.question?.type).toBe('mcq');
      if (next.question?.type !== 'mcq') continue;
      // A full set of distinct choices even though the wordbook has no other usable word.
      expect(next.question.data.choices).toHaveLength(4);
      expect(new Set(next.question.data.choices.map((c) => c.toLowerCase())).size).toBe(4);
      await api.answer(one.body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    }
    expect((await api.next(one.body.sessionId)).body.done).toBe(true);

    const noExamples = await wordbookWith(me.id, FRUIT.map((w, i) => (i < 3 ? { ...w, example: null } : w)));
    const mixed = await api.start({ wordbookId: noExamples.wordbookId, modes: { mtwSub: { enabled: true }, blankObj: { enabled: true } } });
    expect(mixed.body).toMatchObject({ totalWords: 5, progressTotal: 7, autoExcludedWordIds: [] });
    expect(await finish(api, mixed.body.sessionId)).toBe(7);

    const many = await wordbookWith(
      me.id,
      Array.from({ length: 300 }, (_, i) => ({ text: `word${i}`, meaning: `the meaning number ${i}`, example: `This sentence uses word${i} in the middle.` })),
    );
    const t0 = performance.now();
    const big = await api.start({
      wordbookId: many.wordbookId,
      modes: { mtwObj: { enabled: true }, mtwSub: { enabled: true }, wtmObj: { enabled: true }, blankObj: { enabled: true }, blankSub: { enabled: true } },
      numChoices: 6,
    });
    const createMs = performance.now() - t0;
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({ totalWords: 300, progressTotal: 1500, chunkSize: 20 });
    expect(createMs).toBeLessThan(5000);
    const next = (await api.next(big.body.sessionId)).body;
    expect(next).toMatchObject({ done: false, progressTotal: 1500, chunkSize: 20 });
    const res = await api.answer(big.body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    expect(res.body).toMatchObject({ isCorrect: true, progressDone: 1 });
  });

  it('compares typed answers normalised: trimmed, spaces collapsed, plain apostrophes, any-script case, accents kept', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, [
      { text: 'Éclair', meaning: 'a long pastry filled with cream' },
      { text: "don't", meaning: 'do not' },
      { text: 'ice cream', meaning: 'a frozen sweet food' },
    ]);
    const { body } = await api.start({ wordbookId, modes: { mtwSub: { enabled: true } }, chunkSize: 0 });
    const typed: Record<string, string[]> = {
      'a long pastry filled with cream': ['eclair', '  éCLAIR\u00a0'],
      'do not': ['DON\u2019T'],
      'a frozen sweet food': ['Ice \t  Cream'],
    };
    const graded: [string, boolean][] = [];
    for (let n = 0; n < 10; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done || next.question?.type !== 'short') break;
      const response = typed[next.question.data.prompt]!.shift()!;
      const res = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: response });
      expect(res.body.userResponse).toBe(response.trim());
      graded.push([response, res.body.isCorrect]);
    }
    // The accent counts: "eclair" is wrong; the item comes back and is answered right.
    expect(graded).toHaveLength(4);
    expect(graded).toEqual(expect.arrayContaining([
      ['eclair', false],
      ['DON\u2019T', true],
      ['Ice \t  Cream', true],
      ['  éCLAIR\u00a0', true],
    ]));
  });

  it("reads 'I don't know' (skip, null, -1) and a choice given as digits, and refuses an unreadable choice", async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, chunkSize: 0 });
    const recorded: [string, boolean][] = [];
    for (const response of [null, -1, 'skip', 'digits']) {
      const next = (await api.next(body.sessionId)).body;
      for (const unreadable of [-2, 1.5, 'two', '', 4]) {
        const refused = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: unreadable });
        expect([refused.status, refused.body.message]).toEqual([400, M.choiceOutOfRange]);
      }
      const userResponse = response === 'digits' ? ` ${await rightResponse(next)} ` : response;
      const res = await api.answer(body.sessionId, { itemId: next.itemId, userResponse });
      expect(res.status).toBe(200);
      recorded.push([res.body.userResponse, res.body.isCorrect]);
    }
    expect(recorded.slice(0, 3)).toEqual([
      ['skip', false],
      ['skip', false],
      ['skip', false],
    ]);
    expect(recorded[3]![1]).toBe(true);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    // The refused responses recorded nothing.
    expect(history.session).toMatchObject({ questionsCount: 4, correctCount: 1, incorrectCount: 3, progressDone: 1 });
  });

  it('moves a wrong item 3 places and a right one that needs more 7 places back in the queue', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const words = Array.from({ length: 10 }, (_, i) => ({ text: `queue${i}`, meaning: `the meaning of queue word ${i}` }));
    const { wordbookId } = await wordbookWith(me.id, words);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true, required: 2 } }, chunkSize: 0 });
    // Items are numbered by first appearance; only the very first answer is wrong.
    const numbers = new Map<string, number>();
    const served: number[] = [];
    for (let n = 0; n < 30; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      if (!numbers.has(next.itemId!)) numbers.set(next.itemId!, numbers.size);
      served.push(numbers.get(next.itemId!)!);
      const userResponse = n === 0 ? await wrongResponse(next) : await rightResponse(next);
      expect((await api.answer(body.sessionId, { itemId: next.itemId, userResponse })).status).toBe(200);
    }
    // Positions 0, 1000, …; a wrong answer adds 3500, a right one that needs more 7500.
    expect(served).toEqual([0, 1, 2, 3, 0, 4, 5, 6, 7, 8, 1, 9, 2, 3, 0, 4, 5, 6, 7, 8, 9]);
  });

  it("reshuffles a returning item's choices and grades against the order shown", async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT.slice(0, 2));
    const { body } = await api.start({ wordbookId, numChoices: 6, chunkSize: 0, modes: { mtwObj: { enabled: true } } });
    const shown: { itemId: string; choices: string[] }[] = [];
    for (let n = 0; n < 8; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done || next.question?.type !== 'mcq') break;
      // Reloading shows the same order.
      expect((await api.next(body.sessionId)).body.question).toEqual(next.question);
      const last = n === 7;
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: last ? await rightResponse(next) : await wrongResponse(next) })).body;
      expect(res.isCorrect).toBe(last);
      const correctIndex = 'correctIndex' in res.answer ? res.answer.correctIndex : -1;
      shown.push({ itemId: next.itemId!, choices: next.question.data.choices });
      expect(res.correctAnswer).toBe(next.question.data.choices[correctIndex]);
    }
    const first = shown.filter((s) => s.itemId === shown[0]!.itemId);
    expect(first.length).toBeGreaterThan(2);
    // Same choices, another order when it comes back (6 choices: 720 orders).
    for (const s of first) expect([...s.choices].sort()).toEqual([...first[0]!.choices].sort());
    expect(new Set(first.map((s) => s.choices.join('|'))).size).toBeGreaterThan(1);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.attempts.map((a) => a.question.type === 'mcq' && a.question.data.choices)).toEqual(shown.map((s) => s.choices));
  });
});

describe('practice sessions', () => {
  it('resumes an unfinished session on another device, asks before replacing it, and can be cancelled', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const otherDevice = client(await signInAs(server, me.id));
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const none = (await api.get<TActivePracticeSession>(`/api/practice/session/active/${wordbookId}`)).body;
    expect(none).toEqual({ active: false, sessionId: null, created_at: null, progress_done: 0, progress_total: 0 });

    const first = (await api.start({ wordbookId })).body.sessionId;
    const q = (await api.next(first)).body;
    await api.answer(first, { itemId: q.itemId, userResponse: await rightResponse(q) });
    const active = (await otherDevice.get<TActivePracticeSession>(`/api/practice/session/active/${wordbookId}`)).body;
    expect(active).toMatchObject({ active: true, sessionId: first, progress_done: 1, progress_total: 5 });
    // Reload / another device: the same next question.
    const here = (await api.next(first)).body;
    const there = (await otherDevice.next(first)).body;
    expect(there).toEqual(here);

    const conflict = await api.start({ wordbookId });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'PRACTICE_SESSION_EXISTS', sessionId: first, progress_done: 1, progress_total: 5 });

    const second = (await api.start({ wordbookId, forceNew: true })).body.sessionId;
    expect(second).not.toBe(first);
    const paused = await api.next(first);
    expect([paused.status, paused.body.message]).toEqual([409, M.sessionNotActive]);
    expect((await api.get<TActivePracticeSession>(`/api/practice/session/active/${wordbookId}`)).body.sessionId).toBe(second);

    const secondItem = (await api.next(second)).body.itemId;
    const cancel = await api.post(`/api/practice/session/${second}/cancel`);
    expect([cancel.status, cancel.body]).toEqual([200, { success: true, status: 'cancelled' }]);
    expect((await api.post(`/api/practice/session/${second}/cancel`)).status).toBe(200);
    const afterCancel = await otherDevice.next(second);
    expect([afterCancel.status, afterCancel.body.message]).toEqual([409, M.sessionNotActive]);
    const answerAfter = await otherDevice.answer(second, { itemId: secondItem, userResponse: 0 });
    expect([answerAfter.status, answerAfter.body.message]).toEqual([409, M.sessionNotActive]);
    expect((await api.get<TActivePracticeSession>(`/api/practice/session/active/${wordbookId}`)).body.active).toBe(false);

    const list = (await api.get<TSessionListResponse>(`/api/practice/sessions/${wordbookId}`)).body.sessions;
    expect(list.map((s) => [s.id, s.status])).toEqual([
      [second, 'cancelled'],
      [first, 'paused'],
    ]);
    const oldest = (await api.get<TSessionListResponse>(`/api/practice/sessions/${wordbookId}?order=oldest`)).body.sessions;
    expect(oldest.map((s) => s.id)).toEqual([first, second]);
    expect((await api.get(`/api/practice/sessions/${wordbookId}?order=sideways`)).status).toBe(400);

    // A completed session cannot be cancelled.
    const third = (await api.start({ wordbookId })).body.sessionId;
    await finish(api, third);
    const late = await api.post(`/api/practice/session/${third}/cancel`);
    expect([late.status, late.body.message]).toEqual([409, M.sessionNotActive]);
  });

  it('sets the session of a deleted wordbook aside: next and answer say it is no longer active', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const other = await wordbookWith(me.id, FRUIT);
    const sessionId = (await api.start({ wordbookId })).body.sessionId;
    const untouched = (await api.start({ wordbookId: other.wordbookId })).body.sessionId;
    const q = (await api.next(sessionId)).body;
    expect(q.done).toBe(false);

    const removed = await server.inject({ method: 'DELETE', url: `/api/wordbooks/${wordbookId}`, headers: { cookie: me.cookie } });
    expect(removed.statusCode).toBe(200);
    const next = await api.next(sessionId);
    expect([next.status, next.body.message]).toEqual([409, M.sessionNotActive]);
    const answer = await api.answer(sessionId, { itemId: q.itemId, userResponse: await rightResponse(q) });
    expect([answer.status, answer.body.message]).toEqual([409, M.sessionNotActive]);
    const status = (id: string) =>
      server.app.pool.oneFirst(sql.type(z.object({ status: z.string() }))`select status from practice_sessions where id = ${id}`);
    expect(await status(sessionId)).toBe('paused');
    // Only the deleted wordbook's session: another wordbook's stays playable.
    expect(await status(untouched)).toBe('active');
    expect((await api.next(untouched)).status).toBe(200);
  });

  it('keeps the history: list items, detail with every attempt as asked, and the used words', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT.slice(0, 3));
    const { body } = await api.start({ wordbookId, modes: { wtmObj: { enabled: true }, blankSub: { enabled: true } } });
    const asked: { next: TNextQuestionResponse; response: number | string; isCorrect: boolean }[] = [];
    for (let n = 0; n < 4; n++) {
      const next = (await api.next(body.sessionId)).body;
      const right = n % 2 === 0;
      const response = right ? await rightResponse(next) : next.question?.type === 'mcq' ? 'skip' : await wrongResponse(next);
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: response })).body;
      expect(res.isCorrect).toBe(right);
      asked.push({ next, response, isCorrect: right });
    }

    const history = await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.session).toMatchObject({
      id: body.sessionId,
      wordbookId,
      status: 'active',
      endTime: null,
      options: ['wtmObj', 'blankSub'],
      totalWords: 3,
      progressDone: 2,
      progressTotal: 6,
      questionsCount: 4,
      correctCount: 2,
      incorrectCount: 2,
    });
    expect(history.body.session.wordbookName).toMatch(/^Practice /);
    expect(history.body.attempts).toHaveLength(4);
    history.body.attempts.forEach((attempt, i) => {
      const { next, response, isCorrect } = asked[i]!;
      expect(attempt.question).toEqual(next.question);
      expect(attempt.isCorrect).toBe(isCorrect);
      expect(attempt.mode).toBe(next.mode);
      if (attempt.question.type === 'mcq') {
        expect(attempt.answer).toHaveProperty('correctIndex');
        expect(attempt.userResponse).toBe(response === 'skip' ? 'skip' : String(response));
      } else {
        expect(attempt.answer).toHaveProperty('accept');
        expect(attempt.userResponse).toBe(String(response));
      }
    });

    const items = (await api.get<TSessionItemsResponse>(`/api/practice/session/${body.sessionId}/items`)).body.usedWords;
    expect(items.map((w) => w.text).sort()).toEqual(['apple', 'mouse', 'run']);
    for (const w of items) expect(w.modes).toEqual(['blankSub', 'wtmObj']);

    const sessions = (await api.get<TSessionListResponse>(`/api/practice/sessions/${wordbookId}`)).body.sessions;
    expect(sessions).toEqual([
      expect.objectContaining({ id: body.sessionId, status: 'active', options: ['wtmObj', 'blankSub'], total_words: 3, questions_count: 4, correct_count: 2, incorrect_count: 2, end_time: null }),
    ]);
  });

  it('refuses a double submit of the same answer and an item of another session', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const a = await wordbookWith(me.id, FRUIT);
    const b = await wordbookWith(me.id, FRUIT);
    const sa = (await api.start({ wordbookId: a.wordbookId })).body.sessionId;
    const sb = (await api.start({ wordbookId: b.wordbookId })).body.sessionId;
    const next = (await api.next(sa)).body;
    const right = await rightResponse(next);
    const [one, two] = await Promise.all([api.answer(sa, { itemId: next.itemId, userResponse: right }), api.answer(sa, { itemId: next.itemId, userResponse: right })]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await api.get<TSessionHistoryResponse>(`/api/practice/session/${sa}/history`)).body.session).toMatchObject({ progressDone: 1, questionsCount: 1 });
    const cross = await api.answer(sb, { itemId: (await api.next(sa)).body.itemId, userResponse: 0 });
    expect([cross.status, cross.body.message]).toEqual([404, M.itemNotFound]);
    const outOfRange = await api.answer(sa, { itemId: (await api.next(sa)).body.itemId, userResponse: 9 });
    expect([outOfRange.status, outOfRange.body.message]).toEqual([400, M.choiceOutOfRange]);
  });

  it('refuses a repeated submit that arrives after the first was recorded', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    // Two right answers per word: the first one keeps the item open but moves it back in the queue.
    const sessionId = (await api.start({ wordbookId, modes: { mtwObj: { enabled: true, required: 2 } } })).body.sessionId;
    const next = (await api.next(sessionId)).body;
    const right = await rightResponse(next);
    const first = await api.answer(sessionId, { itemId: next.itemId, userResponse: right });
    expect(first.status).toBe(200);
    const again = await api.answer(sessionId, { itemId: next.itemId, userResponse: right });
    expect([again.status, again.body.message]).toEqual([409, M.itemAlreadyDone]);
    expect((await api.get<TSessionHistoryResponse>(`/api/practice/session/${sessionId}/history`)).body.session).toMatchObject({ progressDone: 1, questionsCount: 1 });
  });
});
