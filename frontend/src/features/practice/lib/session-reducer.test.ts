import type { TAnswerResponse, TNextQuestionResponse } from '@wordbook/core/contract/practice';
import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, sessionReducer, type TSessionState } from './session-reducer';

const next = (overrides: Partial<TNextQuestionResponse> = {}) =>
  ({ done: false, itemId: 'item-1', wordbookId: 'wb-1', progressDone: 2, progressTotal: 10, chunkSize: 5, showProgress: true, ...overrides }) as TNextQuestionResponse;
const result = (overrides: Partial<TAnswerResponse> = {}) =>
  ({ isCorrect: true, done: false, chunkBreakDue: false, progressDone: 3, progressTotal: 10, ...overrides }) as TAnswerResponse;
const asking = (): TSessionState => sessionReducer(INITIAL_SESSION, { type: 'loaded', next: next() });

describe('the practice session reducer', () => {
  it('opens the question that was loaded, with its progress', () => {
    expect(asking()).toMatchObject({ phase: 'question', done: 2, total: 10, chunkSize: 5, wordbookId: 'wb-1' });
  });

  it('takes one answer per question: a second submit while the first is out changes nothing', () => {
    const submitting = sessionReducer(asking(), { type: 'submit', response: 1 });
    expect(submitting).toMatchObject({ phase: 'submitting', chosen: 1, doneBefore: 2 });
    expect(sessionReducer(submitting, { type: 'submit', response: 2 })).toBe(submitting);
  });

  it('shows the feedback with a banner phrase, then goes on to a break only when the answer reached a chunk boundary', () => {
    const feedback = sessionReducer(sessionReducer(asking(), { type: 'submit', response: 1 }), { type: 'answered', result: result({ chunkBreakDue: true }) });
    expect(feedback).toMatchObject({ phase: 'feedback', done: 3 });
    expect(feedback.phrase).toBeTruthy();
    expect(sessionReducer(feedback, { type: 'advance' }).phase).toBe('break');
    const unmoved = { ...feedback, result: result({ chunkBreakDue: true, progressDone: 2 }) };
    expect(sessionReducer(unmoved, { type: 'advance' }).phase).toBe('loading');
  });

  it('ends after the last answer and ignores advancing outside the feedback', () => {
    const last = sessionReducer(sessionReducer(asking(), { type: 'submit', response: 0 }), { type: 'answered', result: result({ done: true }) });
    expect(sessionReducer(last, { type: 'advance' }).phase).toBe('done');
    const question = asking();
    expect(sessionReducer(question, { type: 'advance' })).toBe(question);
  });

  it('puts the question back with a message when the answer could not be saved', () => {
    const failed = sessionReducer(sessionReducer(asking(), { type: 'submit', response: 'house' }), { type: 'save-failed', message: 'Could not save.' });
    expect(failed).toMatchObject({ phase: 'question', chosen: null, saveError: 'Could not save.' });
  });

  it('tells a session that is no longer active apart from a failed load', () => {
    expect(sessionReducer(INITIAL_SESSION, { type: 'load-failed', inactive: true, message: 'x' }).phase).toBe('inactive');
    expect(sessionReducer(INITIAL_SESSION, { type: 'load-failed', inactive: false, message: 'y' })).toMatchObject({ phase: 'error', error: 'y' });
  });
});
