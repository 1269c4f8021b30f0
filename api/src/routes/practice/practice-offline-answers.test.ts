import { OFFLINE_PRACTICE_MESSAGES as OM, type TOfflineAnswerResponse } from '@wordbook/core/contract/offline-practice';
import type { TSessionHistoryResponse, TSessionListResponse } from '@wordbook/core/contract/practice';
import { MODE_INSTRUCTIONS } from '@wordbook/core/rules/practice-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FRUIT, client, learner, server, useTestServer, wordbookWith } from './practice-test-kit.ts';

useTestServer();

const URL = '/api/practice/offline-answers';

/** A call the practice kit's client does not make (the words API's edit and delete). */
async function call(cookie: string, method: string, url: string, payload?: object) {
  const res = await server.inject({ method, url, headers: { cookie }, payload });
  return res.statusCode;
}

/** An answer as a device sends it: Choose the Word for FRUIT[0] (apple), with 'run' and 'mouse' as wrong choices. */
function appleAnswer(wordbookId: string, wordId: string, overrides: Record<string, unknown> = {}) {
  return {
    answerId: randomUUID(),
    roundId: randomUUID(),
    wordbookId,
    wordId,
    wordText: 'apple',
    mode: 'mtwObj',
    question: { type: 'mcq', data: { stem: FRUIT[0]!.meaning, choices: ['run', 'apple', 'mouse'] } },
    userResponse: 1,
    answeredAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('offline practice answers sent later', () => {
  it('are judged by the server: a right choice, a wrong one and a typed answer, recorded as one session of the round', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId, wordIds } = await wordbookWith(me.id, FRUIT);
    const roundId = randomUUID();

    const right = await api.post<TOfflineAnswerResponse>(URL, appleAnswer(wordbookId, wordIds[0]!, { roundId }));
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ isCorrect: true, correctAnswer: 'apple', duplicate: false });

    const wrong = await api.post<TOfflineAnswerResponse>(URL, appleAnswer(wordbookId, wordIds[0]!, { roundId, userResponse: 2 }));
    expect(wrong.body).toMatchObject({ isCorrect: false, sessionId: right.body.sessionId });

    const typed = await api.post<TOfflineAnswerResponse>(URL, {
      ...appleAnswer(wordbookId, wordIds[1]!, { roundId }),
      wordText: 'run',
      mode: 'mtwSub',
      question: { type: 'short', data: { stem: MODE_INSTRUCTIONS.mtwSub, prompt: FRUIT[1]!.meaning } },
      userResponse: '  Run ',
    });
    expect(typed.body).toMatchObject({ isCorrect: true, correctAnswer: 'run' });

    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${right.body.sessionId}/history`)).body;
    expect(history.session).toMatchObject({ questionsCount: 3, correctCount: 2, incorrectCount: 1, progressDone: 2, progressTotal: 2 });
    expect(history.attempts.map((a) => a.isCorrect)).toEqual([true, false, true]);
    const list = (await api.get<TSessionListResponse>(`/api/practice/sessions/${wordbookId}`)).body;
    expect(list.sessions).toHaveLength(1);
  });

  it('count an answer once, however often it is sent (the answer id is unique in the database)', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId, wordIds } = await wordbookWith(me.id, FRUIT);
    const answer = appleAnswer(wordbookId, wordIds[0]!);

    const sent = await Promise.all([api.post<TOfflineAnswerResponse>(URL, answer), api.post<TOfflineAnswerResponse>(URL, answer)]);
    const again = await api.post<TOfflineAnswerResponse>(URL, answer);
    for (const res of [...sent, again]) expect(res.status).toBe(200);
    expect([...sent, again].filter((res) => !res.body.duplicate)).toHaveLength(1);
    expect(again.body).toMatchObject({ isCorrect: true, duplicate: true, sessionId: sent[0]!.body.sessionId });

    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${again.body.sessionId}/history`)).body;
    expect(history.session.questionsCount).toBe(1);
    expect(history.attempts).toHaveLength(1);
    await expect(
      server.app.pool.query(sql.typeAlias('void')`
        insert into practice_attempts (session_id, item_id, user_id, mode, word_text, question, answer, user_response, is_correct, client_answer_id)
        select session_id, item_id, user_id, mode, word_text, question, answer, user_response, is_correct, client_answer_id
        from practice_attempts where client_answer_id = ${answer.answerId}`),
    ).rejects.toThrow(/unique integrity constraint/);

    // The same answer under two rounds at once (a client that lost its round): one attempt, and only its item counted.
    const twin = appleAnswer(wordbookId, wordIds[1]!, { wordText: FRUIT[1]!.text, question: { type: 'short', data: { stem: MODE_INSTRUCTIONS.mtwSub, prompt: FRUIT[1]!.meaning } }, mode: 'mtwSub', userResponse: FRUIT[1]!.text });
    const twins = await Promise.all([api.post<TOfflineAnswerResponse>(URL, twin), api.post<TOfflineAnswerResponse>(URL, { ...twin, roundId: randomUUID() })]);
    expect(twins.map((res) => res.status)).toEqual([200, 200]);
    const counted = await server.app.pool.one(sql.type(z.object({ attempts: z.number(), itemAttempts: z.number() }))`
      select (select count(*)::int from practice_attempts where client_answer_id = ${twin.answerId}) as attempts,
             (select coalesce(sum(attempt_count), 0)::int from practice_items where user_id = ${me.id} and word_id = ${wordIds[1]!}) as "itemAttempts"`);
    expect(counted).toEqual({ attempts: 1, itemAttempts: 1 });
  });

  it('refuse a stale answer cleanly: the word changed (409) or was deleted (404), and nothing is recorded', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId, wordIds } = await wordbookWith(me.id, FRUIT);
    expect(await call(me.cookie, 'PATCH', `/api/words/${wordIds[0]}`, { meaning: 'a fruit that keeps the doctor away' })).toBe(200);

    const changed = await api.post(URL, appleAnswer(wordbookId, wordIds[0]!));
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'PRACTICE_ANSWER_STALE', message: OM.stale });

    const otherText = await api.post(URL, { ...appleAnswer(wordbookId, wordIds[1]!), wordText: 'ran', question: { type: 'mcq', data: { stem: FRUIT[1]!.meaning, choices: ['ran', 'apple'] } } });
    expect(otherText.status).toBe(409);

    expect(await call(me.cookie, 'DELETE', `/api/words/${wordIds[2]}`)).toBeLessThan(300);
    const deleted = await api.post(URL, { ...appleAnswer(wordbookId, wordIds[2]!), wordText: 'mouse', question: { type: 'mcq', data: { stem: FRUIT[2]!.meaning, choices: ['mouse', 'apple'] } }, userResponse: 0 });
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe(OM.wordGone);

    const list = (await api.get<TSessionListResponse>(`/api/practice/sessions/${wordbookId}`)).body;
    expect(list.sessions).toHaveLength(0);
  });

  it("refuse another learner's word with 404 and a malformed answer with 400", async () => {
    const owner = await learner();
    const { wordbookId, wordIds } = await wordbookWith(owner.id, FRUIT);
    const other = client((await learner()).cookie);

    const res = await other.post(URL, appleAnswer(wordbookId, wordIds[0]!));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(OM.wordGone);

    const bad = await client(owner.cookie).post(URL, appleAnswer(wordbookId, wordIds[0]!, { answerId: 'not-an-id' }));
    expect(bad.status).toBe(400);
    const outOfRange = await client(owner.cookie).post(URL, appleAnswer(wordbookId, wordIds[0]!, { userResponse: 7 }));
    expect(outOfRange.status).toBe(400);
    // Times Postgres cannot store, and question shapes or texts a device never makes, are 400s too (not 500s, nothing stored).
    const refused = [
      { answeredAt: '0000-01-01T00:00:00Z' },
      { answeredAt: '2026-11-26T10:00:00+99:99' },
      { question: { type: 'blank', data: { stem: 'Fill in the blank.', sentence: 'An ___ a day.', hint: null } } },
      { question: { type: 'mcq', data: { stem: FRUIT[0]!.meaning, choices: ['run', 'apple', 'x'.repeat(201)] } } },
      { question: { type: 'mcq', data: { stem: FRUIT[0]!.meaning, choices: ['run', 'apple'], sentence: 'extra' } } },
    ];
    for (const overrides of refused) {
      const res = await client(owner.cookie).post(URL, appleAnswer(wordbookId, wordIds[0]!, overrides));
      expect({ overrides, status: res.status }).toEqual({ overrides, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    const attempts = await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from practice_attempts where user_id = ${owner.id}`);
    expect(attempts).toBe(0);
  });
});
