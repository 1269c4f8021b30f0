import { isStaffRole } from '@wordbook/core/contract/session';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { findPracticeWordbook } from '@wordbook/sql/queries/practice';
import { notFound } from '../../extensions/domain-error.ts';
import { isUuid } from '../../validate.ts';

/** The signed-in learner as practice needs them. */
export type TPracticeLearner = {
  userId: string;
  /** Pro sees every AI alternative; Free the first two (as on the dashboard). */
  isPro: boolean;
  /** The setup flag that lifts the required-correct slider from 3 to 5: Pro learners and staff. */
  extendedRequiredCorrect: boolean;
};

export function practiceLearner(user: { id: string; plan: string; role: string }): TPracticeLearner {
  const isPro = user.plan === 'pro';
  return { userId: user.id, isPro, extendedRequiredCorrect: isPro || isStaffRole(user.role) };
}

/** The learner's live wordbook, or 404 with the access-check message. */
export async function practiceWordbookOr404(db: CommonQueryMethods, learner: TPracticeLearner, wordbookId: string, message: string = M.wordbookAccessDenied) {
  if (!isUuid(wordbookId)) throw notFound(message);
  const wordbook = await findPracticeWordbook(db, { userId: learner.userId, wordbookId });
  if (!wordbook) throw notFound(message);
  return wordbook;
}
