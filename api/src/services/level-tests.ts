import { levelTestQuestionsJob } from '@wordbook/core/contract/jobs/level-test-questions';
import { levelTestScoreJob } from '@wordbook/core/contract/jobs/level-test-score';
import {
  ZLevelTestQuestion,
  ZLevelWord,
  type TCurrentLevelTestResponse,
  type TLevelTestQuestion,
  type TLevelTestStepResult,
} from '@wordbook/core/contract/level-test';
import {
  cefrForSize,
  levelTestFinalResult,
  levelTestMessages,
  retakeLock,
  retakeLockedMessage,
  type TPlanKind,
} from '@wordbook/core/rules/level-scale';
import { publicQuestions } from '@wordbook/core/rules/level-test-items';
import type { CommonQueryMethods, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import { findFinalJobEvent } from '@wordbook/sql/queries/job-runs';
import {
  closeLevelTest,
  countAnsweredQuestions,
  findCurrentLevelTest,
  findLevelTest,
  findLevelTestRound,
  insertLevelTest,
  insertLevelTestRound,
  lastFinishedAt,
  listLevelTestQuestions,
  lockLevelTestsOf,
  setRoundQuestionsJob,
  submitLevelTestRound,
  type TLevelTestRow,
} from '@wordbook/sql/queries/level-tests';
import { z } from 'zod';
import { badRequest, conflict, DomainError, notFound } from '../extensions/domain-error.ts';
import type { TLearnerCall } from './app-parts.ts';
import { enqueueTracked, type TJobOutcome } from './jobs.ts';
import { openRound1FromBank, scoreRoundFromBank } from './level-test-bank.ts';

/**
 * The adaptive level test: start, current, submit a round and restart (the level wordbook is in
 * level-test-wordbook.ts). Slow work (questions, scoring, the wordbook draft) runs in worker jobs; a call either
 * has its answer at once (`now`) or names the job whose result is the answer (`job`). One
 * learner's commands run one at a time (an advisory lock), so two tabs cannot start two tests or
 * score a round twice.
 */

/** A level-test call: the pool, the queue and the learner. */
export type TLevelTestCall = Pick<TLearnerCall, 'db' | 'boss' | 'user'>;

/** The 429 of a retake inside the lock, with the date it opens. */
export class RetakeLocked extends DomainError {
  constructor(readonly opensAt: Date) {
    super(429, retakeLockedMessage(opensAt), {
      code: 'RETAKE_LOCKED',
      body: { retake_available_at: opensAt.toISOString() },
      headers: { 'retry-after': String(Math.max(1, Math.ceil((opensAt.getTime() - Date.now()) / 1000))) },
    });
  }
}

type TUser = { id: string; plan: TPlanKind };

export async function jobFailed(db: CommonQueryMethods, jobId: string | null): Promise<boolean> {
  if (!jobId) return true;
  return (await findFinalJobEvent(db, jobId))?.kind === 'error';
}

const parseQuestions = (json: string | null): TLevelTestQuestion[] => (json ? z.array(ZLevelTestQuestion).parse(JSON.parse(json)) : []);

async function roundQuestions(db: CommonQueryMethods, userId: string, testId: string, round: number): Promise<TLevelTestQuestion[]> {
  return publicQuestions(await listLevelTestQuestions(db, { userId, testId, round }));
}

async function finalResultOf(db: CommonQueryMethods, test: TLevelTestRow, plan: TPlanKind) {
  return levelTestFinalResult({
    testId: test.id,
    finalLevel: test.finalLevel!,
    finalSize: test.finalSize ?? 0,
    questionsAnswered: await countAnsweredQuestions(db, { userId: test.userId, testId: test.id }),
    finishedAt: test.finishedAt!,
    plan,
  });
}

async function retakeAvailableAt(db: CommonQueryMethods, user: TUser): Promise<Date | null> {
  return retakeLock(await lastFinishedAt(db, user.id), user.plan);
}

// --- GET /api/test-lt/current ------------------------------------------------------------------

export async function loadCurrentLevelTest({ db: pool, user }: Pick<TLearnerCall, 'db' | 'user'>): Promise<TCurrentLevelTestResponse> {
  const [test, opens] = await Promise.all([findCurrentLevelTest(pool, user.id), retakeAvailableAt(pool, user)]);
  const retake_available_at = opens ? opens.toISOString() : null;
  if (!test) return { found: false, retake_available_at };

  const finished = test.status === 2;
  const round = finished ? null : await findLevelTestRound(pool, { userId: user.id, testId: test.id, round: test.currentRound });
  let pendingJobId: string | null = null;
  if (round?.status === 'generating') pendingJobId = round.questionsJobId;
  if (round?.status === 'submitted') pendingJobId = round.scoreJobId;
  if (finished && test.generatedWordsStatus === 'running') pendingJobId = test.generatedWordsJobId;
  const pendingFailed = pendingJobId !== null && (await jobFailed(pool, pendingJobId));

  let generatedWordsStatus = test.generatedWordsStatus;
  if (generatedWordsStatus === 'running' && pendingFailed) generatedWordsStatus = 'error';
  const questions = round && round.status !== 'generating' ? await roundQuestions(pool, user.id, test.id, test.currentRound) : [];
  const size = test.finalSize ?? null;
  return {
    found: true,
    test_id: test.id,
    status: finished ? 2 : 1,
    current_round: test.currentRound,
    questions,
    round1_response: test.round1Response,
    answered_questions: await countAnsweredQuestions(pool, { userId: user.id, testId: test.id }),
    final_level: test.finalLevel,
    generated_words_status: generatedWordsStatus,
    generated_words: test.generatedWords === null ? null : z.array(ZLevelWord).parse(test.generatedWords),
    finished_at: test.finishedAt,
    started_at: test.startedAt,
    estimated_size: size,
    cefr: size === null ? null : cefrForSize(size),
    retake_available_at,
    pending_job_id: pendingFailed ? null : pendingJobId,
    wordbook_id: test.wordbookId,
  };
}

// --- POST /api/test-lt/start -------------------------------------------------------------------

/**
 * Starts a test, or resumes the unfinished one (reused: true). A finished test still inside its
 * retake lock answers its final level (the spec's "{finalLevel}"); after the lock it is closed
 * and a new test starts. Round 1 comes from the question bank at once, or when the bank cannot
 * make it, from a level-test-questions job.
 */
export async function startLevelTest(call: TLevelTestCall): Promise<TJobOutcome<TLevelTestStepResult>> {
  const { user } = call;
  return call.db.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const current = await findCurrentLevelTest(tx, user.id);
    if (current?.status === 1) return resume(call, tx, current);
    if (current?.status === 2) {
      if (retakeLock(current.finishedAt, user.plan)) return { now: await finalResultOf(tx, current, user.plan) };
      await closeLevelTest(tx, { userId: user.id, testId: current.id });
    }
    const opens = await retakeAvailableAt(tx, user);
    if (opens) throw new RetakeLocked(opens);

    const test = await insertLevelTest(tx, user.id);
    const fromBank = await openRound1FromBank({ tx, userId: user.id, testId: test.id });
    if (fromBank) return { now: fromBank };
    const jobId = await enqueueTracked(tx, call.boss, levelTestQuestionsJob, { testId: test.id, userId: user.id, round: 1 }, user.id);
    await insertLevelTestRound(tx, { userId: user.id, testId: test.id, round: 1, status: 'generating', questionsJobId: jobId });
    return { jobId };
  });
}

/** The unfinished test's current step: its open questions, the job still preparing them, or a new job if that one failed. */
async function resume(call: TLevelTestCall, tx: DatabaseTransactionConnection, test: TLevelTestRow): Promise<TJobOutcome<TLevelTestStepResult>> {
  const userId = test.userId;
  const round = await findLevelTestRound(tx, { userId, testId: test.id, round: test.currentRound });
  if (!round) throw notFound(levelTestMessages.notFound);
  if (round.status === 'generating') {
    if (!(await jobFailed(tx, round.questionsJobId))) return { jobId: round.questionsJobId! };
    const jobId = await enqueueTracked(tx, call.boss, levelTestQuestionsJob, { testId: test.id, userId, round: 1 }, userId);
    await setRoundQuestionsJob(tx, { userId, testId: test.id, round: round.round, jobId });
    return { jobId };
  }
  // a submitted round whose scoring still runs: its result is the next step
  if (round.status === 'submitted' && !(await jobFailed(tx, round.scoreJobId))) return { jobId: round.scoreJobId! };
  const questions =
    round.round === 1 && test.round1Response ? parseQuestions(test.round1Response) : await roundQuestions(tx, userId, test.id, round.round);
  return { now: { questions, test_id: test.id, round: round.round, reused: true } };
}

// --- POST /api/test-lt/round{n}/answers --------------------------------------------------------

/**
 * Stores a round's answers and scores it: at once with the question bank's next round, or in a
 * level-test-score job when the bank cannot make it. Posting again for a round being scored (or
 * already scored) joins that job, or answers the step that followed: a client that lost the
 * stream gets the same answer.
 */
export async function submitRound(
  call: TLevelTestCall,
  round: number,
  body: { test_id: string; answers: (number | null)[] },
): Promise<TJobOutcome<TLevelTestStepResult>> {
  const { user } = call;
  return call.db.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const test = await findLevelTest(tx, { userId: user.id, testId: body.test_id });
    if (!test || test.closedAt) throw notFound(levelTestMessages.notFound);
    const row = await findLevelTestRound(tx, { userId: user.id, testId: test.id, round });
    if (row?.status === 'scored') return row.scoreJobId ? { jobId: row.scoreJobId } : { now: await stepAfterScoredRound(tx, test, round, user.plan) };
    if (test.status === 2) throw conflict(levelTestMessages.alreadyFinished);
    if (!row || row.status === 'generating') throw conflict(levelTestMessages.roundNotOpen);
    if (row.status === 'submitted' && !(await jobFailed(tx, row.scoreJobId))) return { jobId: row.scoreJobId! };

    const asked = await listLevelTestQuestions(tx, { userId: user.id, testId: test.id });
    if (body.answers.length !== asked.filter((q) => q.round === round).length) throw badRequest(levelTestMessages.answersCount, 'answers');
    const step = { tx, boss: call.boss, userId: user.id, testId: test.id, plan: user.plan, round, asked, answers: body.answers };
    const fromBank = await scoreRoundFromBank(step);
    if (fromBank) return { now: fromBank };
    const jobId = await enqueueTracked(tx, call.boss, levelTestScoreJob, { testId: test.id, userId: user.id, round }, user.id);
    await submitLevelTestRound(tx, { userId: user.id, testId: test.id, round, answers: body.answers, scoreJobId: jobId });
    return { jobId };
  });
}

/** What followed a round the API scored at once: the test's final level, or the next round's questions. */
async function stepAfterScoredRound(tx: DatabaseTransactionConnection, test: TLevelTestRow, round: number, plan: TPlanKind): Promise<TLevelTestStepResult> {
  if (test.status === 2) return finalResultOf(tx, test, plan);
  return { questions: await roundQuestions(tx, test.userId, test.id, round + 1), test_id: test.id, round: round + 1, reused: true };
}

// --- POST /api/test-lt/restart -----------------------------------------------------------------

/** Retake: the current test is closed (the page goes back to idle). Inside the retake lock: 429 with the date it opens. */
export async function restartLevelTest({ db, user }: Pick<TLearnerCall, 'db' | 'user'>): Promise<{ success: true; retake_available_at: null }> {
  return db.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const opens = await retakeAvailableAt(tx, user);
    if (opens) throw new RetakeLocked(opens);
    const current = await findCurrentLevelTest(tx, user.id);
    if (current) await closeLevelTest(tx, { userId: user.id, testId: current.id });
    return { success: true as const, retake_available_at: null };
  });
}
