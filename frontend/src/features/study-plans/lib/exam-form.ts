import { EXAM_REVIEW_DAYS_DEFAULT, EXAM_REVIEW_DAYS_MAX, EXAM_WORDS_MAX, examMessages as E, proposeExamWordsPerDay, type TExamProposal } from '@wordbook/core/rules/study-plan-exam';
import { studyPlanMessages as M, type TWeekday } from '@wordbook/core/rules/study-plan-rules';

/** The wizard's exam values, kept as typed text like the rest of the form. */
export type TExamForm = {
  /** yyyy-MM-dd, or '' for a plan without an exam. */
  examDate: string;
  examTarget: 'wordbook' | 'words';
  examWordbookId: string;
  examWords: string;
  examReviewDays: string;
};

export const defaultExamForm = (): TExamForm => ({ examDate: '', examTarget: 'words', examWordbookId: '', examWords: '', examReviewDays: String(EXAM_REVIEW_DAYS_DEFAULT) });

/** A saved plan's exam fields as wizard values. */
export function examFormFromPlan(plan: { exam_date?: string | null; exam_wordbook_id?: string | null; exam_words?: number | null; exam_review_days?: number | null }): TExamForm {
  return {
    examDate: plan.exam_date ?? '',
    examTarget: plan.exam_wordbook_id ? 'wordbook' : 'words',
    examWordbookId: plan.exam_wordbook_id ?? '',
    examWords: plan.exam_words != null ? String(plan.exam_words) : '',
    examReviewDays: String(plan.exam_review_days ?? EXAM_REVIEW_DAYS_DEFAULT),
  };
}

const isWholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The first problem of the exam fields, or null (always null without an exam date). */
export function examError(form: TExamForm): string | null {
  if (!form.examDate) return null;
  if (form.examTarget === 'wordbook' && !form.examWordbookId) return E.target;
  if (form.examTarget === 'words' && !isWholeIn(form.examWords, 1, EXAM_WORDS_MAX)) return form.examWords ? E.words : E.target;
  return isWholeIn(form.examReviewDays, 0, EXAM_REVIEW_DAYS_MAX) ? null : E.reviewDays;
}

/** The exam fields as sent on save: all null for a plan without an exam. */
export function examPayload(form: TExamForm) {
  if (!form.examDate) return { examDate: null, examWordbookId: null, examWords: null };
  return {
    examDate: form.examDate,
    examWordbookId: form.examTarget === 'wordbook' ? form.examWordbookId : null,
    examWords: form.examTarget === 'words' ? Number(form.examWords) : null,
    examReviewDays: Number(form.examReviewDays),
  };
}

/** The words-per-day proposal for the typed exam, or a reason there is none yet. */
export function examProposal(
  form: TExamForm,
  context: { today: string; start: string; daysOfWeek: Record<TWeekday, boolean>; wordbookWords: (id: string) => number | null },
): TExamProposal | { kind: 'incomplete'; message: string } | null {
  if (!form.examDate) return null;
  const error = examError(form);
  if (error) return { kind: 'incomplete', message: error };
  const words = form.examTarget === 'wordbook' ? context.wordbookWords(form.examWordbookId) : Number(form.examWords);
  if (!words) return { kind: 'incomplete', message: form.examTarget === 'wordbook' ? 'This wordbook has no words yet.' : M.wordsRange };
  return proposeExamWordsPerDay({ ...context, examDate: form.examDate, reviewDays: Number(form.examReviewDays), words });
}
