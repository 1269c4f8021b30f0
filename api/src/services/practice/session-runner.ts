import {
  ZPracticeQuestion,
  type TAnswerRequest,
  type TAnswerResponse,
  type TNextQuestionResponse,
  type TPracticeAnswerKey,
  type TPracticeQuestion,
} from '@wordbook/core/contract/practice';
import { isAcceptedAnswer, isChunkBreakDue, PRACTICE_MESSAGES as M, SKIP_RESPONSE, type TPracticeMode } from '@wordbook/core/rules/practice-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { findNextPracticeItem, findPracticeItemForAnswer, findPracticeSessionStatus, recordPracticeAnswer } from '@wordbook/sql/queries/practice';
import { badRequest, DomainError, notFound } from '../../extensions/domain-error.ts';
import { isUuid } from '../../validate.ts';
import type { TPracticeLearner } from './practice-access.ts';
import { POSITION_STEP } from './session-builder.ts';

/** A wrong answer comes back after about this many other questions; a right one that needs more, after this many. */
const REQUEUE_AFTER_WRONG = 3;
const REQUEUE_AFTER_CORRECT = 7;

const notActive = () => new DomainError(409, M.sessionNotActive, { code: 'PRACTICE_SESSION_NOT_ACTIVE' });

/** FNV-1a of the item id: a stable seed per item. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so next and answer draw the same order. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order a multiple-choice item's stored choices are shown in at its n-th attempt: as stored
 * the first time, reshuffled each time it comes back, so a learner cannot learn the position.
 * shown[i] = stored[order[i]].
 */
export function choiceOrder(itemId: string, attempt: number, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (attempt === 0) return order;
  const random = seeded(seedOf(itemId) + attempt * 0x9e3779b9);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The question as shown at this attempt (choices in their drawn order). */
function shownQuestion(stored: TPracticeQuestion, itemId: string, attempt: number): { question: TPracticeQuestion; order: number[] | null } {
  if (stored.type !== 'mcq') return { question: stored, order: null };
  const order = choiceOrder(itemId, attempt, stored.data.choices.length);
  return { question: { type: 'mcq', data: { ...stored.data, choices: order.map((i) => stored.data.choices[i]!) } }, order };
}

/** The next question of an active session (one statement), or done; 409 for a cancelled or paused one. */
export async function nextQuestion(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string): Promise<TNextQuestionResponse> {
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const row = await findNextPracticeItem(db, { userId: learner.userId, sessionId });
  if (!row) throw notFound(M.sessionNotFound);
  if (row.status === 'cancelled' || row.status === 'paused') throw notActive();
  const base = {
    answer: null,
    wordbookId: row.wordbookId,
    chunkSize: row.chunkSize,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
    showProgress: row.showProgress,
    status: row.status,
  };
  if (row.status === 'completed' || row.itemId === null || row.question === null) {
    return { ...base, done: true, question: null, itemId: null, mode: null };
  }
  const { question } = shownQuestion(ZPracticeQuestion.parse(row.question), row.itemId, row.attemptCount ?? 0);
  return { ...base, done: false, question, itemId: row.itemId, mode: row.mode as TPracticeMode };
}

type TGraded = { isCorrect: boolean; userResponse: string; answer: TPracticeAnswerKey };

/** The server's verdict: multiple choice by index, text against the accepted answers, 'skip' as wrong. */
function grade(stored: TPracticeQuestion, shownOrder: number[] | null, key: { correctIndex: number | null; accepted: string[] | null }, response: TAnswerRequest['userResponse']): TGraded {
  if (stored.type === 'mcq') {
    const order = shownOrder ?? stored.data.choices.map((_, i) => i);
    const shownCorrect = order.indexOf(key.correctIndex ?? -1);
    const answer = { correctIndex: shownCorrect };
    // -1 is how the level test says 'I don't know'; accepted here too.
    if (response === null || response === SKIP_RESPONSE || response === -1) return { isCorrect: false, userResponse: SKIP_RESPONSE, answer };
    const index = typeof response === 'number' ? response : /^\s*\d+\s*$/.test(response) ? Number(response) : Number.NaN;
    if (!Number.isInteger(index) || index < 0 || index >= order.length) throw badRequest(M.choiceOutOfRange, 'userResponse');
    return { isCorrect: index === shownCorrect, userResponse: String(index), answer };
  }
  const accepted = key.accepted ?? [];
  const answer = { accept: accepted };
  const typed = response === null ? null : String(response);
  // 'skip' is 'I don't know', unless the word being asked is itself "skip".
  if (typed === null || (typed === SKIP_RESPONSE && !isAcceptedAnswer(typed, accepted))) return { isCorrect: false, userResponse: SKIP_RESPONSE, answer };
  if (typed.trim().length === 0) throw badRequest(M.answerRequired, 'userResponse');
  return { isCorrect: isAcceptedAnswer(typed, accepted), userResponse: typed.trim(), answer };
}

/**
 * Grades and records an answer: two statements (read the item, then one write). A client's
 * isCorrect is ignored. Progress moves only on a right answer that still counted; a wrong one
 * sends the item back a few questions later.
 */
export async function answerQuestion(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string, request: TAnswerRequest): Promise<TAnswerResponse> {
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const item = isUuid(request.itemId) ? await findPracticeItemForAnswer(db, { userId: learner.userId, sessionId, itemId: request.itemId }) : null;
  if (!item) {
    const status = await findPracticeSessionStatus(db, { userId: learner.userId, sessionId });
    throw notFound(status ? M.itemNotFound : M.sessionNotFound);
  }
  if (item.status !== 'active') throw notActive();
  // A repeated submit that arrives after the first was recorded finds its item no longer asked (done or moved back in the queue).
  if (item.done || !item.isCurrent) throw new DomainError(409, M.itemAlreadyDone, { code: 'PRACTICE_ITEM_DONE' });

  const stored = ZPracticeQuestion.parse(item.question);
  const { question, order } = shownQuestion(stored, item.itemId, item.attemptCount);
  const graded = grade(stored, order, item, request.userResponse);
  const gain = graded.isCorrect ? 1 : 0;
  const newPosition = item.position + (graded.isCorrect ? REQUEUE_AFTER_CORRECT : REQUEUE_AFTER_WRONG) * POSITION_STEP + POSITION_STEP / 2;
  const recorded = await recordPracticeAnswer(db, {
    userId: learner.userId,
    sessionId,
    itemId: item.itemId,
    seenAttemptCount: item.attemptCount,
    isCorrect: graded.isCorrect,
    newPosition,
    mode: item.mode,
    wordText: item.wordText,
    question,
    answer: graded.answer,
    userResponse: graded.userResponse,
  });
  if (!recorded) {
    const status = await findPracticeSessionStatus(db, { userId: learner.userId, sessionId });
    if (status !== 'active') throw notActive();
    throw new DomainError(409, M.itemAlreadyDone, { code: 'PRACTICE_ITEM_DONE' });
  }
  return {
    progressDone: recorded.progressDone,
    progressTotal: recorded.progressTotal,
    chunkBreakDue: isChunkBreakDue({
      chunkSize: item.chunkSize,
      progressBefore: recorded.progressDone - gain,
      progressDone: recorded.progressDone,
      progressTotal: recorded.progressTotal,
    }),
    isCorrect: graded.isCorrect,
    answer: graded.answer,
    correctAnswer: item.correctAnswer,
    userResponse: graded.userResponse,
    itemMastered: recorded.itemDone,
    done: recorded.status === 'completed',
  };
}
