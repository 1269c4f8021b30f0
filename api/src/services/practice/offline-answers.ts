import { OFFLINE_PRACTICE_MESSAGES as OM, type TOfflineAnswerRequest, type TOfflineAnswerResponse } from '@wordbook/core/contract/offline-practice';
import type { TPracticeAnswerKey, TPracticeQuestion } from '@wordbook/core/contract/practice';
import { isAcceptedAnswer, MODE_INSTRUCTIONS, normaliseAnswer, PRACTICE_MESSAGES as M, SKIP_RESPONSE } from '@wordbook/core/rules/practice-rules';
import type { DatabasePool } from '@wordbook/sql/pool';
import { findOfflineAnswer, findPracticeWord, lockOfflineRoundSession, recordOfflineAnswer } from '@wordbook/sql/queries/practice-offline';
import { badRequest, DomainError, notFound } from '../../extensions/domain-error.ts';
import type { TPracticeLearner } from './practice-access.ts';
import { lemmaOf, type TWordMaterial, wordMaterial } from './word-material.ts';

const stale = () => new DomainError(409, OM.stale, { code: 'PRACTICE_ANSWER_STALE' });

type TJudged = {
  isCorrect: boolean;
  userResponse: string;
  answer: TPracticeAnswerKey;
  correctIndex: number | null;
  accepted: string[] | null;
  correctAnswer: string;
};

/**
 * Judges an answer against the word as it is now. The question must be the one the word makes
 * today: its displayed meaning as the prompt and, for multiple choice, the word among the choices
 * exactly once; otherwise the word changed since and the answer is stale.
 */
function judge(request: TOfflineAnswerRequest, material: TWordMaterial): TJudged {
  const { question, userResponse: response } = request;
  const meaning = material.meanings[0] ?? null;
  if (normaliseAnswer(material.text) !== normaliseAnswer(request.wordText) || meaning === null || meaning !== material.displayedMeaning) throw stale();
  const word = material.text.trim();
  if (request.mode === 'mtwObj') {
    if (question.type !== 'mcq' || question.data.stem !== meaning) throw stale();
    const { choices } = question.data;
    const correctIndex = choices.findIndex((c) => normaliseAnswer(c) === normaliseAnswer(word));
    const matches = choices.filter((c) => normaliseAnswer(c) === normaliseAnswer(word)).length;
    if (matches !== 1 || choices.length < 2 || choices.length > 6) throw stale();
    const answer = { correctIndex };
    const base = { answer, correctIndex, accepted: null, correctAnswer: choices[correctIndex]! };
    if (response === SKIP_RESPONSE || response === -1) return { ...base, isCorrect: false, userResponse: SKIP_RESPONSE };
    const index = typeof response === 'number' ? response : /^\s*\d+\s*$/.test(response) ? Number(response) : Number.NaN;
    if (!Number.isInteger(index) || index < 0 || index >= choices.length) throw badRequest(M.choiceOutOfRange, 'userResponse');
    return { ...base, isCorrect: index === correctIndex, userResponse: String(index) };
  }
  if (question.type !== 'short' || question.data.prompt !== meaning || question.data.stem !== MODE_INSTRUCTIONS.mtwSub) throw stale();
  const lemma = lemmaOf(word);
  const accepted = lemma && normaliseAnswer(lemma) !== normaliseAnswer(word) ? [word, lemma] : [word];
  const base = { answer: { accept: accepted }, correctIndex: null, accepted, correctAnswer: word };
  const typed = String(response);
  if (typed === SKIP_RESPONSE && !isAcceptedAnswer(typed, accepted)) return { ...base, isCorrect: false, userResponse: SKIP_RESPONSE };
  if (typed.trim().length === 0) throw badRequest(M.answerRequired, 'userResponse');
  return { ...base, isCorrect: isAcceptedAnswer(typed, accepted), userResponse: typed.trim() };
}

class AnswerRecordedMeanwhile extends Error {}

/**
 * Records an answer given offline, judged now: 404 when the word is gone or not the learner's,
 * 409 PRACTICE_ANSWER_STALE when it changed since. An answer id already recorded answers with the
 * first verdict and records nothing (the unique answer id in the database makes sure of it).
 */
export async function replayOfflineAnswer(pool: DatabasePool, learner: TPracticeLearner, request: TOfflineAnswerRequest): Promise<TOfflineAnswerResponse> {
  const { userId } = learner;
  const earlier = await findOfflineAnswer(pool, { userId, answerId: request.answerId });
  if (earlier) return { answerId: request.answerId, ...earlier, duplicate: true };
  const row = await findPracticeWord(pool, { userId, wordbookId: request.wordbookId, wordId: request.wordId });
  if (!row) throw notFound(OM.wordGone);
  const judged = judge(request, wordMaterial(row, { useAllAiData: false, isPro: learner.isPro }));
  const question: TPracticeQuestion = request.question;
  const recorded = await pool.transaction(async (tx) => {
    const session = await lockOfflineRoundSession(tx, { userId, wordbookId: request.wordbookId, roundId: request.roundId, mode: request.mode });
    if (session.wordbookId !== request.wordbookId) throw badRequest(OM.otherWordbook, 'roundId');
    // The round's session is locked: a copy of this answer sent at the same moment waits, then finds this one.
    if (await findOfflineAnswer(tx, { userId, answerId: request.answerId })) return null;
    const done = await recordOfflineAnswer(tx, {
      userId,
      sessionId: session.id,
      answerId: request.answerId,
      wordId: row.id,
      wordText: row.text,
      mode: request.mode,
      question: question as unknown as Record<string, unknown>,
      answer: judged.answer as Record<string, unknown>,
      correctIndex: judged.correctIndex,
      accepted: judged.accepted,
      correctAnswer: judged.correctAnswer,
      userResponse: judged.userResponse,
      isCorrect: judged.isCorrect,
      answeredAt: request.answeredAt,
    });
    // Recorded meanwhile under another round (the answer id is unique per learner): roll the item's counts back too.
    if (!done) throw new AnswerRecordedMeanwhile();
    return { sessionId: session.id };
  }).catch((error: unknown) => {
    if (error instanceof AnswerRecordedMeanwhile) return null;
    throw error;
  });
  if (!recorded) {
    const first = await findOfflineAnswer(pool, { userId, answerId: request.answerId });
    if (!first) throw new DomainError(409, M.itemAlreadyDone, { code: 'PRACTICE_ITEM_DONE' });
    return { answerId: request.answerId, ...first, duplicate: true };
  }
  return { answerId: request.answerId, sessionId: recorded.sessionId, isCorrect: judged.isCorrect, correctAnswer: judged.correctAnswer, duplicate: false };
}
