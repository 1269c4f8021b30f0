import { describe, expect, it } from 'vitest';
import { practiceKeyAction } from './session-keys';

const question = (choiceCount: number) => ({ phase: 'question' as const, choiceCount, verdict: null });

describe('practiceKeyAction', () => {
  it('maps 1 to N to the choices of a multiple-choice question, and nothing beyond N', () => {
    expect(practiceKeyAction('1', question(4))).toEqual({ type: 'choose', index: 0 });
    expect(practiceKeyAction('4', question(4))).toEqual({ type: 'choose', index: 3 });
    expect(practiceKeyAction('5', question(4))).toBeNull();
    expect(practiceKeyAction('6', question(6))).toEqual({ type: 'choose', index: 5 });
    expect(practiceKeyAction('0', question(4))).toBeNull();
    expect(practiceKeyAction('Enter', question(4))).toBeNull();
  });

  it('leaves digits alone on a typed question', () => {
    expect(practiceKeyAction('1', question(0))).toBeNull();
  });

  it('goes on after a wrong answer with Enter or any of 0-9', () => {
    const wrong = { phase: 'feedback' as const, choiceCount: 4, verdict: 'wrong' as const };
    for (const key of ['Enter', '0', '5', '9']) expect(practiceKeyAction(key, wrong)).toEqual({ type: 'continue' });
    expect(practiceKeyAction('a', wrong)).toBeNull();
    expect(practiceKeyAction(' ', wrong)).toBeNull();
  });

  it('ignores keys while a right answer is shown or a question is loading or being saved', () => {
    expect(practiceKeyAction('Enter', { phase: 'feedback', choiceCount: 4, verdict: 'correct' })).toBeNull();
    expect(practiceKeyAction('1', { phase: 'feedback', choiceCount: 4, verdict: 'correct' })).toBeNull();
    expect(practiceKeyAction('1', { phase: 'loading', choiceCount: 0, verdict: null })).toBeNull();
    expect(practiceKeyAction('1', { phase: 'submitting', choiceCount: 4, verdict: null })).toBeNull();
  });

  it('continues from the break with Enter or 1-9, not 0', () => {
    const pause = { phase: 'break' as const, choiceCount: 0, verdict: null };
    expect(practiceKeyAction('Enter', pause)).toEqual({ type: 'continue' });
    expect(practiceKeyAction('1', pause)).toEqual({ type: 'continue' });
    expect(practiceKeyAction('9', pause)).toEqual({ type: 'continue' });
    expect(practiceKeyAction('0', pause)).toBeNull();
  });
});
