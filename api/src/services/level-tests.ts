import type { Request, ResponseToolkit } from '@hapi/hapi';
import { levelTestQuestionsJob } from '@wordbook/core/contract/jobs/level-test-questions';
import { levelTestScoreJob } from '@wordbook/core/contract/jobs/level-test-score';
import { levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import type { JobDefinition } from '@wordbook/core/contract/jobs/define-job';
import {
  ZLevelTestQuestion,
  ZLevelWord,
  type TCurrentLevelTestResponse,
  type TGenerateLevelWordbookResult,
  type TLevelTestQuestion,
  type TLevelTestStepResult,
  type TLevelWord,
  type TSaveLevelWordbookRequest,
} from '@wordbook/core/contract/level-test';
import {
  cefrForSize,
  levelTestFinalResult,
  levelTestMessages,
  levelWordbookName,
  retakeLock,
  retakeLockedMessage,
  type TPlanKind,
} from '@wordbook/core/rules/level-scale';
import { WORDBOOK_NAME_MAX } from '@wordbook/core/rules/wordbook-rules';
import type { CommonQueryMethods, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import { findFinalJobEvent, insertJobRun } from '@wordbook/sql/queries/job-runs';
import {
  claimLevelTestWordbook,
  closeLevelTest,
  countAnsweredQuestions,
  findCurrentLevelTest,
  findLevelTest,
  findLevelTestRound,
  findLevelTestWordbook,
  insertGeneratedWordbook,
  insertLevelTest,
  insertLevelTestRound,
  insertLevelWords,
  lastFinishedAt,
  listLevelTestQuestions,
  lockLevelTestsOf,
  setRoundQuestionsJob,
  startLevelWordbookGeneration,
  submitLevelTestRound,
  wordbookNamesStartingWith,
  type TLevelTestRow,
  type TLevelWordToSave,
} from '@wordbook/sql/queries/level-tests';
import { sendJob } from '@wordbook/sql/queue';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badRequest, conflict, DomainError, notFound } from '../extensions/domain-error.ts';
import { streamJobEvents, streamOneResult, waitForJobResult } from './job-streams.ts';

/**
 * The adaptive level test (issue 6): start, current, submit a round, restart, and the level
 * wordbook. Slow work (questions, scoring, the wordbook draft) runs in worker jobs; a call either
 * has its answer at once (`now`) or names the job whose result is the answer (`job`). One
 * learner's commands run one at a time (an advisory lock), so two tabs cannot start two tests or
 * score a round twice.
 */

export type TOutcome<R> = { now: R } | { jobId: string };

/** Answers an outcome as a stream (server-sent events) or as plain JSON after waiting for the job (35 s). */
export async function respondWith<R>(request: Request, h: ResponseToolkit, outcome: TOutcome<R>, stream: boolean) {
  if ('jobId' in outcome) {
    if (stream) return streamJobEvents(request, h, outcome.jobId, 0);
    return waitForJobResult(request, outcome.jobId, 35_000);
  }
  if (!stream) return outcome.now;
  return streamOneResult(h, outcome.now);
}

/** The 429 of a retake inside the lock, with the date it opens. */
export class RetakeLocked extends DomainError {
  constructor(readonly opensAt: Date) {
    super(429, retakeLockedMessage(opensAt), {
      code: 'RETAKE_LOCKED',
      headers: { 'retry-after': String(Math.max(1, Math.ceil((opensAt.getTime() - Date.now()) / 1000))) },
    });
  }
}

type TUser = { id: string; plan: TPlanKind };
const userOf = (request: Request): TUser => {
  const user = request.auth.credentials.user!;
  return { id: user.id, plan: user.plan };
};

async function jobFailed(db: CommonQueryMethods, jobId: string | null): Promise<boolean> {
  if (!jobId) return true;
  return (await findFinalJobEvent(db, jobId))?.kind === 'error';
}

/** Records who asked for the job and enqueues it on the caller's transaction. */
async function enqueue<P extends z.ZodTypeAny>(request: Request, tx: DatabaseTransactionConnection, def: JobDefinition<P>, payload: z.input<P>): Promise<string> {
  const id = randomUUID();
  await insertJobRun(tx, { id, queue: def.name, userId: userOf(request).id });
  await sendJob(request.server.app.boss, tx, def, payload, { id });
  return id;
}

const parseQuestions = (json: string | null): TLevelTestQuestion[] => (json ? z.array(ZLevelTestQuestion).parse(JSON.parse(json)) : []);

async function roundQuestions(db: CommonQueryMethods, userId: string, testId: string, round: number): Promise<TLevelTestQuestion[]> {
  const rows = await listLevelTestQuestions(db, { userId, testId, round });
  return rows.map((q) => ({ text: q.word, pos: q.pos, options: q.options.map((text) => ({ text })) }));
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

export async function loadCurrentLevelTest(request: Request): Promise<TCurrentLevelTestResponse> {
  const { pool } = request.server.app;
  const user = userOf(request);
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
 * and a new test starts. Round 1 is written by a level-test-questions job.
 */
export async function startLevelTest(request: Request): Promise<TOutcome<TLevelTestStepResult>> {
  const user = userOf(request);
  return request.server.app.pool.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const current = await findCurrentLevelTest(tx, user.id);
    if (current?.status === 1) return resume(request, tx, current);
    if (current?.status === 2) {
      if (retakeLock(current.finishedAt, user.plan)) return { now: await finalResultOf(tx, current, user.plan) };
      await closeLevelTest(tx, { userId: user.id, testId: current.id });
    }
    const opens = await retakeAvailableAt(tx, user);
    if (opens) throw new RetakeLocked(opens);

    const test = await insertLevelTest(tx, user.id);
    const jobId = await enqueue(request, tx, levelTestQuestionsJob, { testId: test.id, userId: user.id, round: 1 });
    await insertLevelTestRound(tx, { userId: user.id, testId: test.id, round: 1, status: 'generating', questionsJobId: jobId });
    return { jobId };
  });
}

/** The unfinished test's current step: its open questions, the job still preparing them, or a new job if that one failed. */
async function resume(request: Request, tx: DatabaseTransactionConnection, test: TLevelTestRow): Promise<TOutcome<TLevelTestStepResult>> {
  const userId = test.userId;
  const round = await findLevelTestRound(tx, { userId, testId: test.id, round: test.currentRound });
  if (!round) throw notFound(levelTestMessages.notFound);
  if (round.status === 'generating') {
    if (!(await jobFailed(tx, round.questionsJobId))) return { jobId: round.questionsJobId! };
    const jobId = await enqueue(request, tx, levelTestQuestionsJob, { testId: test.id, userId, round: 1 });
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
 * Stores a round's answers and starts scoring it. Posting again for a round being scored (or
 * already scored) joins that job instead: a client that lost the stream gets the same answer.
 */
export async function submitRound(request: Request, round: number, body: { test_id: string; answers: (number | null)[] }): Promise<TOutcome<TLevelTestStepResult>> {
  const user = userOf(request);
  return request.server.app.pool.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const test = await findLevelTest(tx, { userId: user.id, testId: body.test_id });
    if (!test || test.closedAt) throw notFound(levelTestMessages.notFound);
    const row = await findLevelTestRound(tx, { userId: user.id, testId: test.id, round });
    if (row?.status === 'scored') return { jobId: row.scoreJobId! };
    if (test.status === 2) throw conflict(levelTestMessages.alreadyFinished);
    if (!row || row.status === 'generating') throw conflict(levelTestMessages.roundNotOpen);
    if (row.status === 'submitted' && !(await jobFailed(tx, row.scoreJobId))) return { jobId: row.scoreJobId! };

    const asked = await listLevelTestQuestions(tx, { userId: user.id, testId: test.id, round });
    if (body.answers.length !== asked.length) throw badRequest(levelTestMessages.answersCount, 'answers');
    const jobId = await enqueue(request, tx, levelTestScoreJob, { testId: test.id, userId: user.id, round });
    await submitLevelTestRound(tx, { userId: user.id, testId: test.id, round, answers: body.answers, scoreJobId: jobId });
    return { jobId };
  });
}

// --- POST /api/test-lt/restart -----------------------------------------------------------------

/** Retake: the current test is closed (the page goes back to idle). Inside the retake lock: 429 with the date it opens. */
export async function restartLevelTest(request: Request): Promise<{ success: true; retake_available_at: null }> {
  const user = userOf(request);
  return request.server.app.pool.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const opens = await retakeAvailableAt(tx, user);
    if (opens) throw new RetakeLocked(opens);
    const current = await findCurrentLevelTest(tx, user.id);
    if (current) await closeLevelTest(tx, { userId: user.id, testId: current.id });
    return { success: true as const, retake_available_at: null };
  });
}

// --- the level wordbook ------------------------------------------------------------------------

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
export async function generateLevelWordbook(request: Request, testId: string | undefined): Promise<TOutcome<TGenerateLevelWordbookResult>> {
  const user = userOf(request);
  return request.server.app.pool.transaction(async (tx) => {
    await lockLevelTestsOf(tx, user.id);
    const test = await finishedTestFor(tx, user.id, testId);
    if (test.generatedWordsStatus === 'done' && test.generatedWords !== null) {
      return { now: { words: z.array(ZLevelWord).parse(test.generatedWords), test_id: test.id } };
    }
    if (test.generatedWordsStatus === 'running' && !(await jobFailed(tx, test.generatedWordsJobId))) return { jobId: test.generatedWordsJobId! };
    const jobId = await enqueue(request, tx, levelTestWordbookJob, { testId: test.id, userId: user.id });
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
export async function saveLevelWordbook(request: Request, body: TSaveLevelWordbookRequest): Promise<{ wordbook: { id: string }; created: boolean }> {
  const user = userOf(request);
  const { pool } = request.server.app;
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

/** The 429 body: the message with the date, plus the date itself for the page to show. */
export function retakeLockedResponse(h: ResponseToolkit, error: RetakeLocked) {
  const response = h
    .response({ statusCode: 429, error: error.message, message: error.message, code: 'RETAKE_LOCKED', retake_available_at: error.opensAt.toISOString() })
    .code(429);
  for (const [k, v] of Object.entries(error.extra.headers ?? {})) response.header(k, v);
  return response;
}
