import { describe, expect, it } from 'vitest';
import { fromKoreanLayout, oneLetterSlip } from './typed-answer';

describe('fromKoreanLayout', () => {
  it('reads Hangul typed on the Korean layout back as the English keys, loose or composed by the IME', () => {
    expect(fromKoreanLayout('ㅗㅐㅕㄴㄷ')).toBe('house');
    expect(fromKoreanLayout('ㅙㅕㄴㄷ')).toBe('house');
    expect(fromKoreanLayout('메ㅔㅣㄷ')).toBe('apple');
    expect(fromKoreanLayout(' ㅣㅐㅐㅏ ㅁㄹㅅㄷㄱ ')).toBe('look after');
  });

  it('leaves English, mixed and other text alone', () => {
    expect(fromKoreanLayout('house')).toBeNull();
    expect(fromKoreanLayout('ㅗouse')).toBeNull();
    expect(fromKoreanLayout('家')).toBeNull();
    expect(fromKoreanLayout('')).toBeNull();
  });
});

describe('oneLetterSlip', () => {
  const marked = (parts: ReturnType<typeof oneLetterSlip>) => parts?.map((p) => (p.changed ? `[${p.text}]` : p.text)).join('');

  it('marks one wrong, missing or extra letter, and two swapped neighbours', () => {
    expect(marked(oneLetterSlip('hoose', 'house'))).toBe('ho[u]se');
    expect(marked(oneLetterSlip('hose', 'house'))).toBe('ho[u]se');
    expect(marked(oneLetterSlip('houses', 'house'))).toBe('hous[e]');
    expect(marked(oneLetterSlip('hosue', 'house'))).toBe('ho[us]e');
    expect(marked(oneLetterSlip('Hous', 'house'))).toBe('hous[e]');
  });

  it('says nothing for the right answer or more than one slip', () => {
    expect(oneLetterSlip('HOUSE', 'house')).toBeNull();
    expect(oneLetterSlip('mouse', 'horse')).toBeNull();
    expect(oneLetterSlip('hoo', 'house')).toBeNull();
  });
});
