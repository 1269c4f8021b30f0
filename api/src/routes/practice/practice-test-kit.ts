import type {
  TAnswerResponse,
  TCreatePracticeSessionInput,
  TNextQuestionResponse,
} from '@wordbook/core/contract/practice';
import { sql } from '@wordbook/sql/sql-tag';
import { expect } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';

import { testApi as server } from '../../../../test/harness.ts';

// The shared API under the names these tests use.
export { testApi as server, useTestApi as useTestServer } from '../../../../test/harness.ts';

export type TWordSeed = { text: string; meaning?: string | null; example?: string | null; aiDefinitions?: string[]; aiExamples?: string[] };

/** A learner with a session cookie. */
export async function learner(overrides: { plan?: string; role?: string } = {}) {
  const id = await createTestUser(server, overrides);
  return { id, cookie: await signInAs(server, id) };
}

/** A wordbook with words, made in SQL (the words API has its own tests). */
export async function wordbookWith(userId: string, words: TWordSeed[]) {
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

export const FRUIT: TWordSeed[] = [
  { text: 'apple', meaning: 'a round fruit with red or green skin', example: 'She ate an apple after lunch.' },
  { text: 'run', meaning: 'to move fast on foot', example: 'He ran to the station this morning.' },
  { text: 'mouse', meaning: 'a small rodent with a long tail', example: 'Two mice lived under the floor.' },
  { text: 'go', meaning: 'to move from one place to another', example: 'We went home early yesterday.' },
  { text: 'happy', meaning: 'feeling or showing pleasure', example: 'The children were happy all day.' },
];

export function client(cookie: string) {
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
export async function rightResponse(next: TNextQuestionResponse): Promise<number | string> {
  const correct = await server.app.pool.oneFirst(sql.type(z.object({ c: z.string() }))`
    select correct_answer as c from practice_items where id = ${next.itemId}`);
  if (next.question?.type === 'mcq') return next.question.data.choices.indexOf(correct);
  return correct;
}

export async function wrongResponse(next: TNextQuestionResponse): Promise<number | string> {
  const right = await rightResponse(next);
  return typeof right === 'number' ? (right + 1) % (next.question?.type === 'mcq' ? next.question.data.choices.length : 2) : 'certainly-not-it';
}

/** Answers every question right until the session is done; returns how many answers it took. */
export async function finish(api: ReturnType<typeof client>, sessionId: string, limit = 5000) {
  for (let n = 0; n < limit; n++) {
    const next = (await api.next(sessionId)).body;
    if (next.done) return n;
    const res = await api.answer(sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    expect(res.status).toBe(200);
  }
  throw new Error('the session did not finish');
}
