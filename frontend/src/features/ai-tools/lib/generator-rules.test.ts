import { describe, expect, it } from 'vitest';
import { countError, displayedPercent, nextCountInput, nextPrompt, promptBlocks } from './generator-rules';

describe('the word count field', () => {
  it('keeps digits as typed and resets anything else to the minimum', () => {
    expect(nextCountInput('35', true)).toBe('35');
    expect(nextCountInput('', true)).toBe('');
    expect(nextCountInput('abc', true)).toBe('20');
    expect(nextCountInput('3x', false)).toBe('20');
    expect(nextCountInput('-5', true)).toBe('20');
  });

  it("says 'Enter between {min} and {max} words' outside 20–150 (Pro) or 20–50", () => {
    expect(countError('20', true)).toBeNull();
    expect(countError('150', true)).toBeNull();
    expect(countError('151', true)).toBe('Enter between 20 and 150 words');
    expect(countError('19', true)).toBe('Enter between 20 and 150 words');
    expect(countError('51', false)).toBe('Enter between 20 and 50 words');
    expect(countError('', false)).toBe('Enter between 20 and 50 words');
  });
});

describe('the custom prompt field', () => {
  it("cuts the prompt at 80 characters and says 'Max 80 characters.'", () => {
    const next = nextPrompt('y'.repeat(90));
    expect(next).toEqual({ value: 'y'.repeat(80), truncated: true, error: 'Max 80 characters.' });
    expect(promptBlocks(next.value)).toBe(false);
  });

  it('shows each rule as the learner types, and blocks Generate for content and characters', () => {
    expect(nextPrompt('www.example.org words').error).toBe('Please remove disallowed content.');
    expect(nextPrompt('me@example.com').error).toBe('Please remove disallowed content.');
    expect(nextPrompt('kill').error).toBe('Please remove disallowed content.');
    expect(nextPrompt('cats & dogs').error).toBe('Contains unsupported characters.');
    expect(nextPrompt("café, crème (French) - it's.").error).toBeNull();
    expect(promptBlocks('cats & dogs')).toBe(true);
    expect(promptBlocks('')).toBe(false);
  });
});

describe('the progress modal', () => {
  it('shows the share of words, capped at 99 until the result arrives', () => {
    expect(displayedPercent(null, false)).toBe(0);
    expect(displayedPercent({ total: 50, emitted: 25 }, false)).toBe(50);
    expect(displayedPercent({ total: 50, emitted: 50 }, false)).toBe(99);
    expect(displayedPercent({ total: 50, emitted: 60 }, false)).toBe(99);
    expect(displayedPercent({ total: 50, emitted: 50 }, true)).toBe(100);
  });
});
