import { describe, expect, it } from 'vitest';
import { accuracy, correctText, formatDuration, responseText, statusLabel, statusSeverity } from './session-labels';

describe('session labels', () => {
  it('colours active, completed and paused, and anything else as danger', () => {
    expect(statusSeverity('active')).toBe('info');
    expect(statusSeverity('completed')).toBe('success');
    expect(statusSeverity('paused')).toBe('warning');
    expect(statusSeverity('cancelled')).toBe('danger');
    expect(statusSeverity('archived')).toBe('danger');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });

  it('reads responses and keys as words', () => {
    const mcq = { type: 'mcq' as const, data: { stem: 'a small cat', choices: ['dog', 'kitten', 'owl'] } };
    expect(responseText({ question: mcq, userResponse: '1' })).toBe('kitten');
    expect(responseText({ question: mcq, userResponse: 'skip' })).toBe("I don't know");
    expect(correctText({ question: mcq, answer: { correctIndex: 1 } })).toBe('kitten');
    const short = { type: 'short' as const, data: { stem: 'Type the word', prompt: 'a small cat' } };
    expect(responseText({ question: short, userResponse: 'kitty' })).toBe('kitty');
    expect(correctText({ question: short, answer: { accept: ['went', 'go'] } })).toBe('went / go');
  });

  it('formats durations and accuracy', () => {
    const start = '2025-01-01T10:00:00.000Z';
    expect(formatDuration(start, '2025-01-01T10:00:42.000Z')).toBe('42 s');
    expect(formatDuration(start, '2025-01-01T10:12:00.000Z')).toBe('12 min');
    expect(formatDuration(start, '2025-01-01T11:05:00.000Z')).toBe('1 h 5 min');
    expect(accuracy(3, 4)).toBe(75);
    expect(accuracy(0, 0)).toBeNull();
  });
});
