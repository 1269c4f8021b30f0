import { levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import { ZLevelWord, type TGenerateLevelWordbookResult, type TLevelWord, type TSaveLevelWordbookRequest } from '@wordbook/core/contract/level-test';
import { levelTestMessages, levelWordbookName } from '@wordbook/core/rules/level-scale';
import { WORDBOOK_NAME_MAX } from '@wordbook/core/rules/wordbook-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import {
  claimLevelTestWordbook,
  findCurrentLevelTest,
  findLevelTest,
  findLevelTestWordbook,
  insertGeneratedWordbook,
  insertLevelWords,
  lockLevelTestsOf,
  startLevelWordbookGeneration,
  wordbookNamesStartingWith,
  type TLevelTestRow,
  type TLevelWordToSave,
} from '@wordbook/sql/queries/level-tests';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { conflict, notFound } from '../extensions/domain-error.ts';
import type { TLearnerCall } from './app-parts.ts';
import { enqueueTracked, type TJobOutcome } from './jobs.ts';
import { jobFailed, type TLevelTestCall } from './level-tests.ts';

/** The level wordbook of a finished test: its draft (written by a job) and the one saved wordbook. */

async function finishedTestFor(db: CommonQueryMethods, userId: string, testId: string | undefined): Promise<TLevelTestRow> {
  const test = testId ? await findLevelTest(db, { userId, testId }) : await findCurrentLevelTest(db, userId);
  if (!test) throw notFound(levelTestMessages.notFound);
  if (test.status !== 2) throw conflict(levelTestMessages.finishFirst);
  return test;
}

/**
 * POST /api/ai/generate-wordbook: the draft if it is done, else the job writing it (started with
 * the finish), or a new job when that one failed. Free: the level test costs no points.
 */
export async function generateLevelWordbook(call: TLevelTestCall, testId: string | undefined): Promise<TJobOutcome<TGenerateLevelWordbookResult>> {
  const { user } = call;
  return call.db.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const test = await finishedTestFor(tx, user.id, testId);
    if (test.generatedWordsStatus === 'done' && test.generatedWords !== null) {
      return { now: { words: z.array(ZLevelWord).parse(test.generatedWords), test_id: test.id } };
    }
    if (test.generatedWordsStatus === 'running' && !(await jobFailed(tx, test.generatedWordsJobId))) return { jobId: test.generatedWordsJobId! };
    const jobId = await enqueueTracked(tx, call.boss, levelTestWordbookJob, { testId: test.id, userId: user.id }, user.id);
    await startLevelWordbookGeneration(tx, { userId: user.id, testId: test.id, jobId });
    return { jobId };
  });
}

/** Rolls the save back when the test's wordbook appeared in the meantime (the unique key said so). */
class WordbookAlreadySaved extends Error {}

/**
 * POST /api/ai/save-wordbook: one 'generated' wordbook per finished test, holding the reviewed
 * words. A repeated save answers the same wordbook (created: false) and changes nothing.
 */
export async function saveLevelWordbook(
  { db: pool, user }: Pick<TLearnerCall, 'db' | 'user'>,
  body: TSaveLevelWordbookRequest,
): Promise<{ wordbook: { id: string }; created: boolean }> {
  try {
    return await pool.transaction(async (tx) => {
      await lockLevelTestsOf(tx, user.id);
      const test = await finishedTestFor(tx, user.id, body.testId);
      const existing = await findLevelTestWordbook(tx, { userId: user.id, testId: test.id });
      if (existing) return { wordbook: { id: existing }, created: false };

      const finishedAt = new Date(body.finished_time ?? test.finishedAt!);
      const name = await freeWordbookName(tx, user.id, levelWordbookName(test.finalLevel!, finishedAt, body.tz_offset_min ?? 0));
      const wordbookId = await insertGeneratedWordbook(tx, { userId: user.id, wordbookId: randomUUID(), name });
      const claimed = await claimLevelTestWordbook(tx, { userId: user.id, testId: test.id, wordbookId });
      if (!claimed) throw new WordbookAlreadySaved();
      const draft = test.generatedWords === null ? [] : z.array(ZLevelWord).parse(test.generatedWords);
      await insertLevelWords(tx, { userId: user.id, wordbookId, words: wordsToSave(body.words, draft) });
      return { wordbook: { id: wordbookId }, created: true };
    });
  } catch (error) {
    if (!(error instanceof WordbookAlreadySaved)) throw error;
    const test = await finishedTestFor(pool, user.id, body.testId);
    const existing = await findLevelTestWordbook(pool, { userId: user.id, testId: test.id });
    if (!existing) throw error;
    return { wordbook: { id: existing }, created: false };
  }
}

/** The name, or the name with " 2", " 3"… when the learner already has a wordbook called that. */
async function freeWordbookName(db: CommonQueryMethods, userId: string, base: string): Promise<string> {
  const taken = new Set(await wordbookNamesStartingWith(db, { userId, prefix: base }));
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!taken.has(name.toLowerCase())) return name.slice(0, WORDBOOK_NAME_MAX);
  }
}

/**
 * The reviewed words as stored: the lexicon's definition and example are the word's AI
 * alternatives; a definition or example the learner changed is kept as their own.
 */
export function wordsToSave(words: TSaveLevelWordbookRequest['words'], draft: readonly TLevelWord[]): TLevelWordToSave[] {
  const drafted = new Map(draft.map((w) => [w.text.toLowerCase(), w]));
  const seen = new Set<string>();
  const out: TLevelWordToSave[] = [];
  for (const word of words) {
    const key = word.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const from = drafted.get(key);
    const definition = word.definition === undefined ? (from?.definition ?? null) : word.definition || null;
    const example = word.example === undefined ? (from?.example ?? null) : word.example || null;
    const ownDefinition = definition !== null && definition !== from?.definition;
    const ownExample = example !== null && example !== from?.example;
    out.push({
      text: word.text,
      meaning: ownDefinition ? definition : null,
      meaningOrigin: ownDefinition ? 'user' : null,
      example: ownExample ? example : null,
      exampleOrigin: ownExample ? 'user' : null,
      aiDefinitions: from ? [from.definition] : [],
      aiExamples: from?.example ? [from.example] : [],
    });
  }
  return out;
}
