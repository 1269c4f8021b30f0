
import type {
  TActivePracticeSession,
  TNextQuestionResponse,
  TSessionHistoryResponse,
  TSessionItemsResponse,
  TSessionListResponse,
} from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAs } from '../../../../test/accounts.ts';
import { FRUIT, client, finish, learner, rightResponse, server, useTestServer, wordbookWith, wrongResponse } from './practice-test-kit.ts';

useTestServer();

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

  it('keeps the history: list items, detail with every attempt as asked and in order, and the used words', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT.slice(0, 3));
    const { body } = await api.start({ wordbookId, modes: { wtmObj: { enabled: true }, blankSub: { enabled: true } } });
    const asked: { next: TNextQuestionResponse; response: number | string; isCorrect: boolean }[] = [];
    for (let n = 0; n < 4; n++) {
      // Halfway, the attempt ids gain a digit (37 → 1000): listed as text they would come out of order.
      if (n === 2) {
        await server.app.pool.query(sql.type(z.object({ next: z.coerce.number() }))`
          select setval(pg_get_serial_sequence('practice_attempts', 'id'), power(10, length(max(id)::text) + 1)::bigint - 1) + 1 as next
          from practice_attempts`);
      }
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
