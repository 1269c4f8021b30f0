
import type {
  TCreatePracticeSessionInput,
  TWordsForPracticeResponse,
} from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { describe, expect, it } from 'vitest';
import { FRUIT, client, learner, useTestServer, wordbookWith } from './practice-test-kit.ts';

useTestServer();

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
