import {
  ZPracticeAnswerKey,
  ZPracticeMode,
  ZPracticeQuestion,
  type TActivePracticeSession,
  type TCancelSessionResponse,
  type TPracticeCheckResponse,
  type TSessionDetail,
  type TSessionHistoryResponse,
  type TSessionItemsResponse,
  type TSessionListResponse,
  type TWordsForPracticeResponse,
} from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M, requiredCorrectMax } from '@wordbook/core/rules/practice-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { cancelPracticeSession, findActivePracticeSession, listPracticeWords } from '@wordbook/sql/queries/practice';
import {
  findPracticeSession,
  listPracticeAttempts,
  listPracticeSessions,
  listPracticeSessionWords,
  type TSessionRow,
} from '@wordbook/sql/queries/practice-history';
import { DomainError, notFound } from '../../extensions/domain-error.ts';
import { isUuid } from '../../validate.ts';
import { practiceWordbookOr404, type TPracticeLearner } from './practice-access.ts';
import { wordMaterial } from './word-material.ts';

/** Setup, history and detail reads, and cancel. */

const modesOf = (modes: string[]) => modes.map((m) => ZPracticeMode.parse(m));

export async function checkPracticeAccess(db: CommonQueryMethods, learner: TPracticeLearner, wordbookId: string): Promise<TPracticeCheckResponse> {
  const wordbook = await practiceWordbookOr404(db, learner, wordbookId);
  return { ok: true, wordbook };
}

/** The setup's word list with each word's usable modes (meaning modes need a meaning; blanks an example using the word). */
export async function wordsForPractice(
  db: CommonQueryMethods,
  learner: TPracticeLearner,
  wordbookId: string,
  options: { useAllAiData: boolean },
): Promise<TWordsForPracticeResponse> {
  const wordbook = await practiceWordbookOr404(db, learner, wordbookId);
  const rows = await listPracticeWords(db, { userId: learner.userId, wordbookId: wordbook.id });
  const words = rows.map((row) => {
    const m = wordMaterial(row, { useAllAiData: options.useAllAiData, isPro: learner.isPro });
    return { id: m.id, text: m.text, usableFor: m.usableFor, meaning: m.displayedMeaning, example: m.displayedExample };
  });
  return { words, requiredCorrectMax: requiredCorrectMax(learner.extendedRequiredCorrect) };
}

export async function activePracticeSession(db: CommonQueryMethods, learner: TPracticeLearner, wordbookId: string): Promise<TActivePracticeSession> {
  const wordbook = await practiceWordbookOr404(db, learner, wordbookId);
  const active = await findActivePracticeSession(db, { userId: learner.userId, wordbookId: wordbook.id });
  if (!active) return { active: false, sessionId: null, created_at: null, progress_done: 0, progress_total: 0 };
  return { active: true, sessionId: active.id, created_at: active.createdAt, progress_done: active.progressDone, progress_total: active.progressTotal };
}

export async function practiceSessionList(
  db: CommonQueryMethods,
  learner: TPracticeLearner,
  wordbookId: string,
  order: 'newest' | 'oldest',
): Promise<TSessionListResponse> {
  const wordbook = await practiceWordbookOr404(db, learner, wordbookId, M.wordbookNotFound);
  const rows = await listPracticeSessions(db, { userId: learner.userId, wordbookId: wordbook.id, order });
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      start_time: s.startTime,
      end_time: s.endTime,
      status: s.status,
      options: modesOf(s.modes),
      total_words: s.totalWords,
      questions_count: s.questionsCount,
      correct_count: s.correctCount,
      incorrect_count: s.incorrectCount,
      progress_done: s.progressDone,
      progress_total: s.progressTotal,
    })),
  };
}

async function sessionOr404(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string): Promise<TSessionRow> {
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const session = await findPracticeSession(db, { userId: learner.userId, sessionId });
  if (!session) throw notFound(M.sessionNotFound);
  return session;
}

function sessionDetail(s: TSessionRow): TSessionDetail {
  return {
    id: s.id,
    wordbookId: s.wordbookId,
    wordbookName: s.wordbookName,
    status: s.status,
    startTime: s.startTime,
    endTime: s.endTime,
    options: modesOf(s.modes),
    totalWords: s.totalWords,
    progressDone: s.progressDone,
    questionsCount: s.questionsCount,
    correctCount: s.correctCount,
    incorrectCount: s.incorrectCount,
    progressTotal: s.progressTotal,
    chunkSize: s.chunkSize,
    showProgress: s.showProgress,
    numChoices: s.numChoices,
  };
}

/** The session's summary and every attempt as it was asked. */
export async function practiceSessionHistory(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string): Promise<TSessionHistoryResponse> {
  const session = await sessionOr404(db, learner, sessionId);
  const attempts = await listPracticeAttempts(db, { userId: learner.userId, sessionId: session.id });
  return {
    session: sessionDetail(session),
    attempts: attempts.map((a) => ({
      id: a.id,
      question: ZPracticeQuestion.parse(a.question),
      answer: ZPracticeAnswerKey.parse(a.answer),
      userResponse: a.userResponse,
      isCorrect: a.isCorrect,
      mode: ZPracticeMode.parse(a.mode),
      wordText: a.wordText,
      createdAt: a.createdAt,
    })),
  };
}

/** The words a session uses, with their modes (and which of them are mastered). */
export async function practiceSessionWords(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string): Promise<TSessionItemsResponse> {
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const rows = await listPracticeSessionWords(db, { userId: learner.userId, sessionId });
  // A session always has items, so no rows means it is not this learner's.
  if (rows.length === 0) throw notFound(M.sessionNotFound);
  return { usedWords: rows.map((r) => ({ text: r.text, modes: modesOf(r.modes), wordId: r.wordId, masteredModes: modesOf(r.masteredModes) })) };
}

/** Cancels an active (or set-aside) session; again on a cancelled one is fine; a completed one answers 409. */
export async function cancelSession(db: CommonQueryMethods, learner: TPracticeLearner, sessionId: string): Promise<TCancelSessionResponse> {
  if (!isUuid(sessionId)) throw notFound(M.sessionNotFound);
  const status = await cancelPracticeSession(db, { userId: learner.userId, sessionId });
  if (!status) throw notFound(M.sessionNotFound);
  if (status !== 'cancelled') throw new DomainError(409, M.sessionNotActive, { code: 'PRACTICE_SESSION_NOT_ACTIVE' });
  return { success: true, status };
}
