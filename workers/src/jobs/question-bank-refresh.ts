import { QUESTION_BANK_MAX_AGE_DAYS, QUESTION_BANK_REFRESH_CRON, questionBankRefreshJob } from '@wordbook/core/contract/jobs/question-bank-refresh';
import { ITEM_RANK_MAX } from '@wordbook/core/rules/level-estimation';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { saveLevelTestItems, wordsToBuild } from '@wordbook/sql/queries/level-test-items';
import { defineHandler } from '../job-handler.ts';
import { questionsFor } from './level-test-items.ts';

/** Words a batch builds: one round's statements for a few hundred words, and one insert. */
export const REFRESH_BATCH = 400;

/**
 * Builds the level test's missing and stale questions in batches, lowest rank first, each batch
 * saved in one statement (a stopped run keeps the batches it saved; the next carries on). A word that gives
 * no question is stored as tried, so a run always ends. Idempotent: a repeat finds the words done.
 * Returns how many words it built.
 */
export async function refreshQuestionBank(db: CommonQueryMethods, signal?: AbortSignal): Promise<number> {
  const builtBefore = new Date(Date.now() - QUESTION_BANK_MAX_AGE_DAYS * 86_400_000);
  let built = 0;
  while (!signal?.aborted) {
    const words = await wordsToBuild(db, { maxRank: ITEM_RANK_MAX, builtBefore, limit: REFRESH_BATCH });
    if (words.length === 0) break;
    const questions = await questionsFor(db, words);
    await saveLevelTestItems(db, words.map((word, i) => ({ lemma: word.lemma, rank: word.rank, question: questions[i] ?? null })));
    built += words.length;
  }
  return built;
}

export const questionBankRefreshHandler = defineHandler({
  definition: questionBankRefreshJob,
  streams: false,
  cron: QUESTION_BANK_REFRESH_CRON,
  handle: async ({ pool, log, signal }) => {
    const started = Date.now();
    const built = await refreshQuestionBank(pool, signal);
    log.info({ built, ms: Date.now() - started }, 'level-test question bank refreshed');
  },
});
