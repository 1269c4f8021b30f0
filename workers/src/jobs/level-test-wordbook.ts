import { LEVEL_WORDBOOK_SIZE, levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import type { TGenerateLevelWordbookResult, TLevelWord } from '@wordbook/core/contract/level-test';
import { levelTestMessages, sizeRangeOfLevel } from '@wordbook/core/rules/level-scale';
import { levelWordbookRanges } from '@wordbook/core/rules/level-test-items';
import { lookupWord, wordsInRankRange } from '@wordbook/sql/queries/lexicon';
import { findLevelTest, listLevelTestQuestions, storeGeneratedWords, wordTextsOfUser } from '@wordbook/sql/queries/level-tests';
import { defineHandler, JobFailure } from '../job-handler.ts';

const PROGRESS_EVERY = 5;

/**
 * The level wordbook draft: LEVEL_WORDBOOK_SIZE words from the two 1000-word slices just above
 * the estimated size, none the learner already keeps or was asked in the test, each with its
 * first WordNet gloss and an example of that sense where WordNet has one. The draft is stored on
 * the test with the result event; saving it as a wordbook is the learner's call
 * (POST /api/ai/save-wordbook). Only the test's current generator job may store it.
 */
export const levelTestWordbookHandler = defineHandler({
  definition: levelTestWordbookJob,
  streams: true,
  handle: async ({ jobId, payload, pool, progress, finish }) => {
    const { testId, userId } = payload;
    const test = await findLevelTest(pool, { userId, testId });
    if (!test) throw new JobFailure(levelTestMessages.notFound);
    if (test.status !== 2 || test.finalLevel === null) throw new JobFailure(levelTestMessages.finishFirst);
    if (test.generatedWordsJobId !== jobId) throw new JobFailure(levelTestMessages.generateFailed);

    const size = test.finalSize ?? sizeRangeOfLevel(test.finalLevel).from + 500;
    const [kept, asked] = await Promise.all([wordTextsOfUser(pool, userId), listLevelTestQuestions(pool, { userId, testId })]);
    const exclude = new Set([...kept, ...asked.map((q) => q.word)]);

    const words: TLevelWord[] = [];
    await progress({ total: LEVEL_WORDBOOK_SIZE, emitted: 0 });
    for (const range of levelWordbookRanges(size, LEVEL_WORDBOOK_SIZE)) {
      const found = await wordsInRankRange(pool, { fromRank: range.fromRank, toRank: range.toRank, count: range.count, exclude: [...exclude] });
      for (const word of found) {
        exclude.add(word.lemma);
        const entry = await lookupWord(pool, word.lemma);
        // the example of the sense whose gloss this is
        const sense = entry?.senses.find((s) => s.gloss === word.gloss) ?? entry?.senses[0];
        words.push({ text: word.lemma, definition: word.gloss, example: sense?.examples[0] ?? null, pos: word.pos, rank: word.rank });
        if (words.length % PROGRESS_EVERY === 0) await progress({ total: LEVEL_WORDBOOK_SIZE, emitted: words.length });
      }
    }
    if (words.length === 0) throw new JobFailure(levelTestMessages.generateFailed);
    // the most frequent (most useful) words first
    words.sort((a, b) => a.rank - b.rank);

    await finish(async (tx): Promise<TGenerateLevelWordbookResult> => {
      const stored = await storeGeneratedWords(tx, { userId, testId, jobId, words });
      if (!stored) throw new JobFailure(levelTestMessages.generateFailed);
      return { words, test_id: testId };
    });
  },
});
