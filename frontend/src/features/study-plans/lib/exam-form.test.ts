import { examMessages } from '@wordbook/core/rules/study-plan-exam';
import { describe, expect, it } from 'vitest';
import { defaultExamForm, examError, examPayload, examProposal } from './exam-form';

const weekdays = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false };
const context = { today: '2026-03-02', start: '2026-03-02', daysOfWeek: weekdays, wordbookWords: (id: string) => (id === 'b1' ? 150 : null) };

describe('the wizard exam fields', () => {
  it('ask for a target only once an exam date is set, and send nulls without one', () => {
    expect(examError(defaultExamForm())).toBeNull();
    expect(examPayload(defaultExamForm())).toEqual({ examDate: null, examWordbookId: null, examWords: null });
    const dated = { ...defaultExamForm(), examDate: '2026-03-23' };
    expect(examError(dated)).toBe(examMessages.target);
    expect(examError({ ...dated, examWords: '200', examReviewDays: '' })).toBe(examMessages.reviewDays);
    expect(examPayload({ ...dated, examWords: '200' })).toEqual({ examDate: '2026-03-23', examWordbookId: null, examWords: 200, examReviewDays: 7 });
  });

  it('propose from a word count or from the chosen wordbook’s words', () => {
    const dated = { ...defaultExamForm(), examDate: '2026-03-23' };
    expect(examProposal({ ...dated, examWords: '200' }, context)).toMatchObject({ kind: 'ok', wordsPerDay: 20, studyDays: 10 });
    expect(examProposal({ ...dated, examTarget: 'wordbook', examWordbookId: 'b1' }, context)).toMatchObject({ kind: 'ok', wordsPerDay: 15 });
    expect(examProposal({ ...dated, examTarget: 'wordbook', examWordbookId: 'b2' }, context)).toMatchObject({ kind: 'incomplete' });
    expect(examProposal({ ...dated, examDate: '2026-03-01', examWords: '200' }, context)).toEqual({ kind: 'past' });
  });
});
