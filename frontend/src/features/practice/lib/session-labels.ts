import type { TAttempt } from '@wordbook/core/contract/practice';
import { SKIP_RESPONSE, type TSessionStatus } from '@wordbook/core/rules/practice-rules';

/** How the history screens show things: status badges, dates, the learner's response. */

export type TBadgeSeverity = 'info' | 'success' | 'warning' | 'danger';

/** Active, completed and paused have their own colours; anything else (cancelled) is a danger badge (document 2, §4). */
export function statusSeverity(status: TSessionStatus | string): TBadgeSeverity {
  switch (status) {
    case 'active':
      return 'info';
    case 'completed':
      return 'success';
    case 'paused':
      return 'warning';
    default:
      return 'danger';
  }
}

export const statusLabel = (status: string): string => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** "12 min", "1 h 5 min", "45 s": how long a session ran (to now when it has not ended). */
export function formatDuration(startIso: string, endIso: string | null, now: number = Date.now()): string {
  const start = new Date(startIso).getTime();
  const end = endIso ? new Date(endIso).getTime() : now;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return '—';
  const seconds = Math.round((end - start) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Right answers as a whole percent of all answers, or null before any answer. */
export const accuracy = (correct: number, answered: number): number | null => (answered > 0 ? Math.round((correct / answered) * 100) : null);

export const I_DONT_KNOW = "I don't know";

/** The learner's response as words: the chosen option, the typed text, or "I don't know". */
export function responseText(attempt: Pick<TAttempt, 'question' | 'userResponse'>): string {
  if (attempt.userResponse === SKIP_RESPONSE) return I_DONT_KNOW;
  if (attempt.question.type === 'mcq') {
    const index = Number(attempt.userResponse);
    return attempt.question.data.choices[index] ?? attempt.userResponse;
  }
  return attempt.userResponse;
}

/** The right answer as words: the correct option, or the accepted answers. */
export function correctText(attempt: Pick<TAttempt, 'question' | 'answer'>): string {
  if ('correctIndex' in attempt.answer) {
    return attempt.question.type === 'mcq' ? (attempt.question.data.choices[attempt.answer.correctIndex] ?? '') : '';
  }
  return attempt.answer.accept.join(' / ');
}
