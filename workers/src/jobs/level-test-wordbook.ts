import { LEVEL_WORDBOOK_SIZE, levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import type { TGenerateLevelWordbookResult, TLevelWord } from '@wordbook/core/contract/level-test';
import { levelTestMessages, sizeRangeOfLevel } from '@wordbook/core/rules/level-scale';
import { cleanExample, cleanGloss, lemmaPassesGate } from '@wordbook/core/rules/content-gate';
import { levelWordbookRanges } from '@wordbook/core/rules/level-test-items';
import { lookupWords, wordsInRankRange } from '@wordbook/sql/queries/lexicon';
import { findLevelTest, listLevelTestQuestions, storeGeneratedWords, wordTextsOfUser } from '@wordbook/sql/queries/level-tests';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { translateMeanings } from '../wordbook-generator/translate-meanings.ts';

const PROGRESS_EVERY = 5;

/**
 * The level wordbook draft: LEVEL_WORDBOOK_SIZE words from the two 1000-word slices just above
 * the estimated size, none the learner already keeps or was asked in the test, each passing the
 * content gate, with its main sense's gloss and an example of that very sense where WordNet has
 * one (words with one first). The draft is stored on
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

    let words: TLevelWord[] = [];
    await progress({ total: LEVEL_WORDBOOK_SIZE, emitted: 0 });
    for (const range of levelWordbookRanges(size, LEVEL_WORDBOOK_SIZE)) {
      // Three times the words needed: those failing the content gate (a definition that uses the word,
      // a letter, an unfit sense) drop out, and words with an example of their main sense go first.
      const found = await wordsInRankRange(pool, { fromRank: range.fromRank, toRank: range.toRank, count: range.count * 3, exclude: [...exclude] });
      const fit = found.map((word) => ({ word, definition: cleanGloss(word.gloss) })).filter(({ word, definition }) => lemmaPassesGate(word.lemma, definition));
      // every candidate's senses in one statement (one a word took most of a finished test's database time)
      const entries = await lookupWords(pool, fit.map(({ word }) => word.lemma));
      const drafts: TLevelWord[] = fit.map(({ word, definition }, i) => {
        // only an example of the sense whose gloss this is
        const example = entries[i]?.senses.find((s) => s.gloss === word.gloss)?.examples[0];
        return { text: word.lemma, definition, example: example ? cleanExample(example) : null, pos: word.pos, rank: word.rank };
      });
      drafts.sort((a, b) => Number(a.example === null) - Number(b.example === null));
      for (const draft of drafts.slice(0, range.count)) {
        exclude.add(draft.text);
        words.push(draft);
        if (words.length % PROGRESS_EVERY === 0) await progress({ total: LEVEL_WORDBOOK_SIZE, emitted: words.length });
      }
    }
    if (words.length === 0) throw new JobFailure(levelTestMessages.generateFailed);
    // the most frequent (most useful) words first
    words.sort((a, b) => a.rank - b.rank);
    words = await translateMeanings(pool, userId, words);

    await finish(async (tx): Promise<TGenerateLevelWordbookResult> => {
      const stored = await storeGeneratedWords(tx, { userId, testId, jobId, words });
      if (!stored) throw new JobFailure(levelTestMessages.generateFailed);
      return { words, test_id: testId };
    });
  },
});
