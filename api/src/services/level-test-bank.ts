import { levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import type { TLevelTestStepResult } from '@wordbook/core/contract/level-test';
import { candidateRanges, ROUND_SIZE, round1Strata, scoreThroughRound, selectInformativeItems, type TPosterior } from '@wordbook/core/rules/level-estimation';
import { publicQuestions } from '@wordbook/core/rules/level-test-items';
import { levelTestFinalResult, type TPlanKind } from '@wordbook/core/rules/level-scale';
import type { DatabaseTransactionConnection } from '@wordbook/sql/pool';
import { levelTestItemsInRanges } from '@wordbook/sql/queries/level-test-items';
import {
  finishLevelTest,
  insertLevelTestRound,
  markRoundScored,
  openLevelTestRound,
  submitLevelTestRound,
  type TLevelTestQuestionRow,
  type TNewLevelTestQuestion,
} from '@wordbook/sql/queries/level-tests';
import type { Boss } from '@wordbook/sql/queue';
import { enqueueTracked } from './jobs.ts';

/**
 * The level test's steps answered at once from the question bank (level_test_items, built ahead
 * by the question-bank-refresh job): round 1, the scoring of a round and the next round's
 * questions, in the request's own transaction. Each returns null when the bank cannot make the
 * round (not built yet, or too few words left near the estimate); the caller then asks a worker
 * job to build it from the lexicon, as before the bank existed.
 */

type TStepArgs = { tx: DatabaseTransactionConnection; userId: string; testId: string };

/** Writes an opened round and answers its questions. */
async function openRound(args: TStepArgs, round: number, questions: TNewLevelTestQuestion[]): Promise<TLevelTestStepResult> {
  const shown = publicQuestions(questions);
  await insertLevelTestRound(args.tx, { userId: args.userId, testId: args.testId, round, status: 'generating', questionsJobId: null });
  await openLevelTestRound(args.tx, { userId: args.userId, testId: args.testId, round, questions, publicQuestionsJson: JSON.stringify(shown) });
  return { questions: shown, test_id: args.testId, round, reused: false };
}

/** Round 1: one question from each stratum of the scale, easiest first. */
export async function openRound1FromBank(args: TStepArgs): Promise<TLevelTestStepResult | null> {
  const strata = await levelTestItemsInRanges(args.tx, round1Strata().map((stratum) => ({ ...stratum, count: 3 })), []);
  const questions = strata.flatMap((candidates) => candidates.slice(0, 1));
  return questions.length === ROUND_SIZE ? openRound(args, 1, questions) : null;
}

/** Rounds 2 and 3: the most informative questions where the posterior puts the learner (level-estimation.ts). */
async function adaptiveRoundFromBank(tx: DatabaseTransactionConnection, posterior: TPosterior, used: ReadonlySet<string>) {
  const ranges = await levelTestItemsInRanges(tx, candidateRanges(posterior).map((range) => ({ ...range, count: 12 })), [...used]);
  const candidates = ranges.flat().map((question) => ({ ...question, key: question.word }));
  const chosen = selectInformativeItems(posterior, candidates, used, ROUND_SIZE);
  return chosen.length === ROUND_SIZE ? chosen.map(({ key: _key, ...question }) => question) : null;
}

/**
 * Scores round `round` with its answers and opens the next round, or finishes the test (its level,
 * the learner's level and the level wordbook's job, as the level-test-score job does). Nothing is
 * written when the bank cannot make the next round.
 */
export async function scoreRoundFromBank(
  args: TStepArgs & { boss: Boss; plan: TPlanKind; round: number; asked: readonly TLevelTestQuestionRow[]; answers: readonly (number | null)[] },
): Promise<TLevelTestStepResult | null> {
  const { tx, userId, testId, round } = args;
  const withAnswers = args.asked.map((q) => (q.round === round ? { ...q, response: args.answers[q.position] ?? null } : q));
  const { posterior, estimate, final, questionsAnswered } = scoreThroughRound(withAnswers, round);
  const next = final ? null : await adaptiveRoundFromBank(tx, posterior, new Set(args.asked.map((q) => q.word)));
  if (!final && !next) return null;

  await submitLevelTestRound(tx, { userId, testId, round, answers: [...args.answers], scoreJobId: null });
  await markRoundScored(tx, { userId, testId, round, estimate });
  if (next) return openRound(args, round + 1, next);
  const wordbookJobId = await enqueueTracked(tx, args.boss, levelTestWordbookJob, { testId, userId }, userId);
  const finishedAt = await finishLevelTest(tx, { userId, testId, finalLevel: estimate.level, finalSize: estimate.size, wordbookJobId });
  return levelTestFinalResult({ testId, finalLevel: estimate.level, finalSize: estimate.size, questionsAnswered, finishedAt, plan: args.plan });
}
