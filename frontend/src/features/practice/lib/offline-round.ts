import type { TOfflinePracticeMode, TOfflinePracticeQuestion } from '@wordbook/core/contract/offline-practice';
import type { TAnswerResponse } from '@wordbook/core/contract/practice';
import type { TWord } from '@wordbook/core/contract/wordbooks';
import { isAcceptedAnswer, isValidMeaning, MODE_INSTRUCTIONS, normaliseAnswer, SKIP_RESPONSE } from '@wordbook/core/rules/practice-rules';
import { displayedText } from '@wordbook/core/rules/wordbook-rules';

/**
 * A practice round made on the device from a wordbook's saved words, for when there is no
 * connection: each word with a meaning is asked once by its meaning (Choose the Word, with the
 * wordbook's other words as wrong choices; Type the Word when it has no other word), and comes
 * back a few questions later until answered right. The device's verdict is shown at once; the
 * server judges the same answer again when it arrives, and its verdict is the one recorded.
 */

export type TOfflineQuestion = {
  wordId: string;
  wordText: string;
  mode: TOfflinePracticeMode;
  question: TOfflinePracticeQuestion;
};

/** Most choices a question offers (the online default). */
const MAX_CHOICES = 4;
/** A wrong answer comes back after this many other questions (as online). */
export const OFFLINE_REQUEUE_AFTER_WRONG = 3;

/** The meaning the server would ask by: the learner's own, else the selected AI one. */
export function askedMeaning(word: TWord): string | null {
  const meaning = displayedText(word.meaning, word.ai_definitions, word.selected_meaning_index)?.trim() ?? null;
  return isValidMeaning(meaning, word.text) ? meaning : null;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The round's questions in a random order; empty when no word has a meaning to ask by. */
export function makeOfflineRound(words: readonly TWord[], random: () => number = Math.random): TOfflineQuestion[] {
  const usable = words.flatMap((word) => {
    const meaning = askedMeaning(word);
    return meaning ? [{ word, meaning, key: normaliseAnswer(word.text) }] : [];
  });
  const texts = new Map<string, string>();
  for (const w of words) if (!texts.has(normaliseAnswer(w.text))) texts.set(normaliseAnswer(w.text), w.text.trim());
  const meaningOf = new Map(usable.map((u) => [u.key, normaliseAnswer(u.meaning)]));
  return shuffled(usable, random).map(({ word, meaning, key }) => {
    // Other words are wrong choices, except one with the same meaning (it would be right too).
    const candidates = [...texts.keys()].filter((k) => k !== key && meaningOf.get(k) !== normaliseAnswer(meaning));
    const wrong = shuffled(candidates, random)
      .slice(0, MAX_CHOICES - 1)
      .map((k) => texts.get(k)!);
    const base = { wordId: word.id, wordText: word.text };
    if (wrong.length === 0) {
      return { ...base, mode: 'mtwSub' as const, question: { type: 'short' as const, data: { stem: MODE_INSTRUCTIONS.mtwSub, prompt: meaning } } };
    }
    const choices = shuffled([word.text.trim(), ...wrong], random);
    return { ...base, mode: 'mtwObj' as const, question: { type: 'mcq' as const, data: { stem: meaning, choices } } };
  });
}

/** The device's verdict, shaped like the server's answer so the practice screen can show it. */
export function judgeOffline(item: TOfflineQuestion, response: number | string): TAnswerResponse {
  const word = item.wordText.trim();
  const skipped = response === SKIP_RESPONSE;
  let isCorrect = false;
  let answer: TAnswerResponse['answer'];
  if (item.question.type === 'mcq') {
    const correctIndex = item.question.data.choices.findIndex((c) => normaliseAnswer(c) === normaliseAnswer(word));
    isCorrect = !skipped && response === correctIndex;
    answer = { correctIndex };
  } else {
    isCorrect = !skipped && isAcceptedAnswer(String(response), [word]);
    answer = { accept: [word] };
  }
  return {
    progressDone: 0,
    progressTotal: 0,
    chunkBreakDue: false,
    isCorrect,
    answer,
    correctAnswer: word,
    userResponse: skipped ? SKIP_RESPONSE : String(response),
    itemMastered: isCorrect,
    done: false,
  };
}
