import type { TCreatePracticeSessionRequest, TCreatePracticeSessionResponse } from '@wordbook/core/contract/practice';
import {
  chunkSizeError,
  defaultChunkSize,
  PLAYABLE_MODES,
  PRACTICE_MESSAGES as M,
  PRACTICE_MODES,
  requiredCorrectMax,
  type TPlayableMode,
} from '@wordbook/core/rules/practice-rules';
import { lemmasOf } from '@wordbook/sql/lexicon/word-forms';
import type { DatabasePool } from '@wordbook/sql/pool';
import {
  findActivePracticeSession,
  findPracticeWordbook,
  insertPracticeItems,
  insertPracticeSession,
  listPracticeWords,
  ONE_ACTIVE_SESSION_INDEX,
  pauseActivePracticeSession,
  type TNewPracticeItem,
} from '@wordbook/sql/queries/practice';
import { UniqueIntegrityConstraintViolationError } from 'slonik';
import { badRequest, DomainError, notFound } from '../../extensions/domain-error.ts';
import { distractorPool, lexiconNeighbours, makeQuestion, poolDistractorCount, shuffle, type TLexiconNeighbour } from './question-maker.ts';
import { isUuid } from '../../validate.ts';
import type { TPracticeLearner } from './practice-access.ts';
import { wordMaterial, type TWordMaterial } from './word-material.ts';

/** Gap between neighbouring items' queue positions, so a requeued item can sit between two. */
export const POSITION_STEP = 1000;

/** An unfinished session exists and forceNew was not set: the resume modal's data rides on the 409. */
export class PracticeSessionExistsError extends DomainError {
  constructor(readonly existing: { id: string; createdAt: string; progressDone: number; progressTotal: number }) {
    super(409, M.sessionExists, {
      code: 'PRACTICE_SESSION_EXISTS',
      body: { sessionId: existing.id, created_at: existing.createdAt, progress_done: existing.progressDone, progress_total: existing.progressTotal },
    });
  }
}

type TModePlan = { mode: TPlayableMode; required: number; passes: number };

/** The enabled modes with their required-correct and passes, checked against the learner's ceiling. */
function planModes(request: TCreatePracticeSessionRequest, learner: TPracticeLearner): TModePlan[] {
  for (const key of Object.keys(request.modes)) {
    if (!(PRACTICE_MODES as readonly string[]).includes(key)) throw badRequest(`Unknown exercise type: ${key}.`, 'modes');
  }
  if (request.modes.makeSent?.enabled) throw badRequest(M.makeSentenceUnavailable, 'modes');
  if (typeof request.passes === 'object') {
    for (const key of Object.keys(request.passes)) {
      if (!(PRACTICE_MODES as readonly string[]).includes(key)) throw badRequest(`Unknown exercise type: ${key}.`, 'passes');
    }
  }
  const max = requiredCorrectMax(learner.extendedRequiredCorrect);
  const plans: TModePlan[] = [];
  for (const mode of PLAYABLE_MODES) {
    const setting = request.modes[mode];
    if (!setting?.enabled) continue;
    if (setting.required > max) throw badRequest(M.requiredCorrectRange(max), `modes.${mode}.required`);
    const passes = typeof request.passes === 'number' ? request.passes : (request.passes[mode] ?? 1);
    plans.push({ mode, required: setting.required, passes });
  }
  if (plans.length === 0) throw badRequest(M.selectExercise, 'modes');
  return plans;
}

/**
 * One pass's (word, mode) pairs in random order, with the same word not asked twice in a row
 * when another word can go between (meaning-to-word right after word-to-meaning gives it away).
 */
export function spreadOrder<T extends { wordId: string }>(entries: T[]): T[] {
  const order = shuffle(entries);
  for (let i = 1; i < order.length; i++) {
    if (order[i]!.wordId !== order[i - 1]!.wordId) continue;
    const j = order.findIndex((e, k) => k > i && e.wordId !== order[i - 1]!.wordId && (k + 1 >= order.length || order[k + 1]!.wordId !== order[i]!.wordId));
    if (j > i) [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Builds a session from the setup options: the usable selected words, every item (word × mode ×
 * pass) with its question made now, and the queue order. Without forceNew an existing active
 * session answers 409 with its data; with it, that session is set aside ('paused').
 */
export async function createPracticeSession(
  pool: DatabasePool,
  learner: TPracticeLearner,
  request: TCreatePracticeSessionRequest,
): Promise<TCreatePracticeSessionResponse> {
  if (!isUuid(request.wordbookId)) throw notFound(M.wordbookAccessDenied);
  const plans = planModes(request, learner);
  const wordbook = await findPracticeWordbook(pool, { userId: learner.userId, wordbookId: request.wordbookId });
  if (!wordbook) throw notFound(M.wordbookAccessDenied);
  if (!request.forceNew) {
    const existing = await findActivePracticeSession(pool, { userId: learner.userId, wordbookId: wordbook.id });
    if (existing) throw new PracticeSessionExistsError(existing);
  }

  const rows = await listPracticeWords(pool, { userId: learner.userId, wordbookId: wordbook.id });
  if (rows.length === 0) throw badRequest(M.noWords);
  const materials = rows.map((row) => wordMaterial(row, { useAllAiData: request.useAllAiData, isPro: learner.isPro }));
  const excluded = new Set(request.excludedWordIds);
  const selected = materials.filter((m) => !excluded.has(m.id));
  const usable = selected.filter((m) => plans.some((p) => m.usableFor[p.mode]));
  const autoExcludedWordIds = selected.filter((m) => !usable.includes(m)).map((m) => m.id);
  if (usable.length === 0) throw badRequest(M.noUsableWords);

  const requestedChunk = request.chunkSize ?? defaultChunkSize(usable.length);
  const chunkError = chunkSizeError(requestedChunk, usable.length);
  if (chunkError) throw badRequest(chunkError, 'chunkSize');
  const chunkSize = Number(typeof requestedChunk === 'string' ? requestedChunk.trim() : requestedChunk);

  const pool0 = distractorPool(materials);
  const lexicon = await lexiconFor(pool, { materials: usable, allMaterials: materials, plans, numChoices: request.numChoices, pool: pool0 });

  const items: Omit<TNewPracticeItem, 'position'>[] = [];
  const maxPasses = Math.max(...plans.map((p) => p.passes));
  for (let pass = 1; pass <= maxPasses; pass++) {
    const entries: { wordId: string; material: TWordMaterial; plan: TModePlan }[] = [];
    for (const material of usable) {
      for (const plan of plans) if (pass <= plan.passes && material.usableFor[plan.mode]) entries.push({ wordId: material.id, material, plan });
    }
    for (const { material, plan } of spreadOrder(entries)) {
      const made = makeQuestion({ material, mode: plan.mode, pass, numChoices: request.numChoices, pool: pool0, lexicon: lexicon.get(material.id) ?? [] });
      if (!made) continue;
      items.push({
        wordId: material.id,
        wordText: material.text,
        mode: plan.mode,
        pass,
        required: plan.required,
        question: made.question,
        correctIndex: made.correctIndex,
        accepted: made.accepted,
        correctAnswer: made.correctAnswer,
      });
    }
  }
  if (items.length === 0) throw badRequest(M.noUsableWords);
  const positioned: TNewPracticeItem[] = items.map((item, i) => ({ ...item, position: i * POSITION_STEP }));
  const totalWords = new Set(items.map((i) => i.wordId)).size;
  const progressTotal = items.reduce((sum, i) => sum + i.required, 0);
  const modes = plans.filter((p) => items.some((i) => i.mode === p.mode)).map((p) => p.mode);
  const modeSettings = Object.fromEntries(plans.map((p) => [p.mode, { required: p.required, passes: p.passes }]));

  try {
    const sessionId = await pool.transaction(async (tx) => {
      if (request.forceNew) await pauseActivePracticeSession(tx, { userId: learner.userId, wordbookId: wordbook.id });
      const id = await insertPracticeSession(tx, {
        userId: learner.userId,
        wordbookId: wordbook.id,
        modes,
        modeSettings,
        numChoices: request.numChoices,
        showProgress: request.showProgress,
        useAllAiData: request.useAllAiData,
        chunkSize,
        totalWords,
        progressTotal,
      });
      await insertPracticeItems(tx, { userId: learner.userId, sessionId: id, items: positioned });
      return id;
    });
    return { sessionId, totalWords, progressTotal, chunkSize, autoExcludedWordIds };
  } catch (error) {
    // Another request (a second tab, another device) started a session a moment ago.
    if (error instanceof UniqueIntegrityConstraintViolationError && error.constraint === ONE_ACTIVE_SESSION_INDEX) {
      const existing = await findActivePracticeSession(pool, { userId: learner.userId, wordbookId: wordbook.id });
      if (existing) throw new PracticeSessionExistsError(existing);
    }
    throw error;
  }
}

/**
 * Lexicon neighbours for the words whose multiple-choice questions the wordbook cannot fill:
 * only a small wordbook asks, one or two indexed queries per such word.
 */
async function lexiconFor(
  db: DatabasePool,
  args: { materials: TWordMaterial[]; allMaterials: TWordMaterial[]; plans: TModePlan[]; numChoices: number; pool: ReturnType<typeof distractorPool> },
): Promise<Map<string, TLexiconNeighbour[]>> {
  const needed = args.numChoices - 1;
  const mcqModes = args.plans.map((p) => p.mode).filter((m): m is 'mtwObj' | 'wtmObj' | 'blankObj' => m === 'mtwObj' || m === 'wtmObj' || m === 'blankObj');
  const short = args.materials.filter((m) => mcqModes.some((mode) => m.usableFor[mode] && poolDistractorCount(args.pool, m, mode) < needed));
  const result = new Map<string, TLexiconNeighbour[]>();
  if (short.length === 0) return result;
  const wordbookLemmas = args.allMaterials.flatMap((m) => lemmasOf(m.text));
  for (const material of short) {
    // More than needed: a gloss or lemma may repeat a meaning or word the learner already has.
    result.set(material.id, await lexiconNeighbours(db, { text: material.text, count: needed + 4, exclude: wordbookLemmas }));
  }
  return result;
}
