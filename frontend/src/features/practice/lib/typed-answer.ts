import { convertHangulToQwerty } from 'es-hangul';

/**
 * What a typed answer says beyond right or wrong: typed with the Korean keyboard layout still on
 * (read back as the English keys pressed), or one letter away from the answer.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const LATIN = /[a-z]/i;

/**
 * The English letters under the keys pressed when the answer is all Hangul ("ㅗㅐㅕㄴㄷ" or the
 * IME's "ㅙㅕㄴㄷ" for "house"); null for anything else, which is sent as typed.
 */
export function fromKoreanLayout(typed: string): string | null {
  const text = typed.trim();
  if (!HANGUL.test(text) || LATIN.test(text)) return null;
  const keys = convertHangulToQwerty(text).toLowerCase();
  return /^[a-z' -]+$/.test(keys) ? keys : null;
}

export type TSlipPart = { text: string; changed: boolean };

/**
 * When the typed word is one slip away from the answer (one letter wrong, missing or extra, or
 * two neighbours swapped), the answer in parts with the differing letters marked; else null.
 */
export function oneLetterSlip(typed: string, answer: string): TSlipPart[] | null {
  const a = typed.trim().toLowerCase();
  const b = answer.trim().toLowerCase();
  if (!a || a === b) return null;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const typedMiddle = a.slice(start, a.length - end);
  const answerMiddle = b.slice(start, b.length - end);
  const oneEdit = typedMiddle.length <= 1 && answerMiddle.length <= 1;
  const swapped = typedMiddle.length === 2 && answerMiddle.length === 2 && typedMiddle === [...answerMiddle].reverse().join('');
  if (!oneEdit && !swapped) return null;
  const shown = answer.trim();
  // A missing letter is marked on the letter after the gap (or before it, at the end).
  const [from, to] = answerMiddle.length > 0 ? [start, b.length - end] : start < b.length ? [start, start + 1] : [start - 1, start];
  return [
    { text: shown.slice(0, from), changed: false },
    { text: shown.slice(from, to), changed: true },
    { text: shown.slice(to), changed: false },
  ].filter((part) => part.text.length > 0);
}
