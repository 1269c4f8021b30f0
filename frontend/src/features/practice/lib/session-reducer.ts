import type { TAnswerResponse, TNextQuestionResponse } from '@wordbook/core/contract/practice';
import { pickBanner } from './feedback';
import type { TSessionPhase } from './session-keys';

/** The practice session screen's state: one question at a time, its answer, breaks and the end. */
export type TSessionState = {
  phase: TSessionPhase;
  /** The question on screen (its response from `next`). */
  current: TNextQuestionResponse | null;
  wordbookId: string | null;
  done: number;
  total: number;
  chunkSize: number;
  showProgress: boolean;
  /** What was sent for the question on screen. */
  chosen: number | string | null;
  result: TAnswerResponse | null;
  /** Progress before the answer on screen: a break needs the answer to have moved it. */
  doneBefore: number;
  phrase: string | null;
  /** Load failure, or why the session cannot go on. */
  error: string | null;
  saveError: string | null;
};

export const INITIAL_SESSION: TSessionState = {
  phase: 'loading',
  current: null,
  wordbookId: null,
  done: 0,
  total: 0,
  chunkSize: 0,
  showProgress: true,
  chosen: null,
  result: null,
  doneBefore: 0,
  phrase: null,
  error: null,
  saveError: null,
};

export type TSessionAction =
  | { type: 'load' }
  | { type: 'loaded'; next: TNextQuestionResponse }
  | { type: 'load-failed'; inactive: boolean; message: string }
  | { type: 'submit'; response: number | string }
  | { type: 'answered'; result: TAnswerResponse }
  | { type: 'save-failed'; message: string }
  | { type: 'inactive'; message: string }
  | { type: 'advance' };

/**
 * The screen's transitions. Each action applies only in the phase it belongs to (an answer only
 * while a question is open, advancing only after the feedback), so a double click or a key and
 * a click together change nothing twice.
 */
export function sessionReducer(s: TSessionState, action: TSessionAction): TSessionState {
  switch (action.type) {
    case 'load':
      return { ...s, phase: 'loading', error: null, saveError: null };
    case 'loaded': {
      const { next } = action;
      return {
        ...s,
        phase: next.done ? 'done' : 'question',
        current: next.done ? s.current : next,
        wordbookId: next.wordbookId,
        done: next.progressDone,
        total: next.progressTotal,
        chunkSize: next.chunkSize,
        showProgress: next.showProgress,
        chosen: null,
        result: null,
      };
    }
    case 'load-failed':
      return { ...s, phase: action.inactive ? 'inactive' : 'error', error: action.message };
    case 'submit':
      if (s.phase !== 'question' || !s.current?.itemId) return s;
      return { ...s, phase: 'submitting', chosen: action.response, saveError: null, doneBefore: s.done };
    case 'answered':
      if (s.phase !== 'submitting') return s;
      return {
        ...s,
        phase: 'feedback',
        result: action.result,
        done: action.result.progressDone,
        total: action.result.progressTotal,
        phrase: pickBanner(action.result.isCorrect, s.phrase),
      };
    case 'save-failed':
      return { ...s, phase: 'question', chosen: null, saveError: action.message };
    case 'inactive':
      return { ...s, phase: 'inactive', error: action.message };
    case 'advance':
      if (s.phase !== 'feedback' || !s.result) return s;
      if (s.result.done) return { ...s, phase: 'done' };
      // A break only when this answer moved the progress onto a chunk boundary.
      if (s.result.chunkBreakDue && s.result.progressDone > s.doneBefore) return { ...s, phase: 'break' };
      return { ...s, phase: 'loading', error: null, saveError: null };
  }
}
