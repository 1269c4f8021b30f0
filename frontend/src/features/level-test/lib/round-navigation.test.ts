import { describe, expect, it } from 'vitest';
import { answerForKey, forwardButton } from './round-navigation';

describe('the forward button', () => {
  it("reads 'Skip & Next' while a question is unanswered, 'Next' once it is answered (an option or I don't know)", () => {
    expect(forwardButton([null, null, null], 0)).toEqual({ label: 'Skip & Next', enabled: true });
    expect(forwardButton([2, null, null], 0)).toEqual({ label: 'Next', enabled: true });
    expect(forwardButton([-1, null, null], 0)).toEqual({ label: 'Next', enabled: true });
    expect(forwardButton([0, 0, null], 1)).toEqual({ label: 'Next', enabled: true });
  });

  it("reads 'Submit Round' on the last question and is disabled until it has an answer", () => {
    expect(forwardButton([null, null, null], 2)).toEqual({ label: 'Submit Round', enabled: false });
    expect(forwardButton([null, null, 3], 2)).toEqual({ label: 'Submit Round', enabled: true });
    expect(forwardButton([null, null, -1], 2)).toEqual({ label: 'Submit Round', enabled: true });
  });
});

describe('keyboard answers', () => {
  it("map 1–4 to the options and 0 or D to I don't know, nothing else", () => {
    expect(['1', '2', '3', '4'].map((k) => answerForKey(k, 4))).toEqual([0, 1, 2, 3]);
    expect(answerForKey('0', 4)).toBe(-1);
    expect(answerForKey('d', 4)).toBe(-1);
    expect(answerForKey('D', 4)).toBe(-1);
    for (const key of ['5', '9', 'a', 'Enter', ' ', '12', 'ArrowDown']) expect(answerForKey(key, 4), key).toBeNull();
  });
});
