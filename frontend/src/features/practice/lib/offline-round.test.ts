import type { TWord } from '@wordbook/core/contract/wordbooks';
import { MODE_INSTRUCTIONS } from '@wordbook/core/rules/practice-rules';
import { describe, expect, it } from 'vitest';
import { judgeOffline, makeOfflineRound } from './offline-round';

const word = (id: string, text: string, meaning: string | null, ai: string[] = []): TWord => ({
  id,
  wordbook_id: 'b',
  user_id: 'u',
  text,
  meaning,
  meaning_origin: meaning ? 'user' : null,
  example: null,
  example_origin: null,
  ai_definitions: ai,
  ai_examples: [],
  selected_meaning_index: 0,
  selected_example_index: 0,
  meta_total_definitions: ai.length,
  meta_total_examples: 0,
  ai_definitions_language: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('makeOfflineRound', () => {
  it('asks each word with a meaning once, by its meaning, with other words (not one of the same meaning) as wrong choices', () => {
    const round = makeOfflineRound([
      word('1', 'river', 'a large natural stream of water'),
      word('2', 'stream', null, ['a small narrow river']),
      word('3', 'brook', 'a small narrow river'),
      word('4', 'lake', null),
    ]);
    expect(round.map((q) => q.wordId).sort()).toEqual(['1', '2', '3']);
    const stream = round.find((q) => q.wordId === '2')!;
    expect(stream.mode).toBe('mtwObj');
    expect(stream.question).toMatchObject({ type: 'mcq', data: { stem: 'a small narrow river' } });
    const choices = stream.question.type === 'mcq' ? stream.question.data.choices : [];
    expect(choices).toContain('stream');
    expect(choices).not.toContain('brook');
    expect(choices.filter((c) => c === 'stream')).toHaveLength(1);
  });

  it('types the word when the wordbook has no other word to choose from, and leaves out a word whose meaning is itself', () => {
    const round = makeOfflineRound([word('1', 'river', 'a large natural stream of water'), word('2', 'echo', 'Echo')]);
    expect(round).toEqual([
      { wordId: '1', wordText: 'river', mode: 'mtwObj', question: { type: 'mcq', data: { stem: 'a large natural stream of water', choices: expect.arrayContaining(['river', 'echo']) } } },
    ]);
    expect(makeOfflineRound([word('1', 'river', 'a large natural stream of water')])[0]).toMatchObject({
      mode: 'mtwSub',
      question: { type: 'short', data: { stem: MODE_INSTRUCTIONS.mtwSub, prompt: 'a large natural stream of water' } },
    });
  });
});

describe('judgeOffline', () => {
  it('gives the device verdict with the answer key, as the screen shows a server answer', () => {
    const [question] = makeOfflineRound([word('1', 'river', 'a large natural stream of water'), word('2', 'hill', 'a raised area of land')], () => 0);
    const right = question!.question.type === 'mcq' ? question!.question.data.choices.indexOf(question!.wordText) : -1;
    expect(judgeOffline(question!, right)).toMatchObject({ isCorrect: true, answer: { correctIndex: right } });
    expect(judgeOffline(question!, 'skip')).toMatchObject({ isCorrect: false, userResponse: 'skip' });
    const typed = makeOfflineRound([word('1', 'River', 'a large natural stream of water')])[0]!;
    expect(judgeOffline(typed, ' river ').isCorrect).toBe(true);
    expect(judgeOffline(typed, 'lake')).toMatchObject({ isCorrect: false, correctAnswer: 'River' });
  });
});
