import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';
import type { TNewLevelTestQuestion } from './level-tests.ts';
import { ZLexiconPos, ZRankedWord, type TRankedWord } from './lexicon.ts';

/**
 * The level test's questions built ahead of time (migration 0075): a worker fills the table from
 * the lexicon, and a test's rounds are picked from it in one statement. docs/level-test.md,
 * "Questions built ahead".
 */

const ZItem = z.object({
  word: z.string(),
  rank: z.number().int(),
  pos: ZLexiconPos,
  options: z.array(z.string()),
  correctIndex: z.number().int(),
});

type TItemPick = { fromRank: number; toRank: number; count: number };

/**
 * For each range, up to `count` questions of words ranked in it, none of them in `exclude`: each
 * is the first usable question at or after a random rank of the range, an index seek instead of a
 * sort of the range's rows. Ranks with no question (gaps) make later words a little likelier;
 * two seeks can land on the same word, so a list may be shorter than `count`. One list per
 * range, in the order given, without repeats across lists.
 */
export async function levelTestItemsInRanges(
  db: CommonQueryMethods,
  picks: readonly TItemPick[],
  exclude: readonly string[],
): Promise<TNewLevelTestQuestion[][]> {
  const lists: TNewLevelTestQuestion[][] = picks.map(() => []);
  if (picks.length === 0) return lists;
  const rows = await db.any(sql.type(ZItem.extend({ i: z.number().int() }))`
    select r.i, q.lemma as word, q.rank, q.pos, q.options, q.correct_index as "correctIndex"
      from unnest(${sql.array(picks.map((_, i) => i), 'int4')}, ${sql.array(picks.map((p) => Math.floor(p.fromRank)), 'int4')},
                  ${sql.array(picks.map((p) => Math.floor(p.toRank)), 'int4')}, ${sql.array(picks.map((p) => Math.floor(p.count)), 'int4')})
             as r (i, from_rank, to_rank, count)
     cross join lateral (
       select r.from_rank + floor(random() * (r.to_rank - r.from_rank + 1))::int as start from generate_series(1, r.count)
     ) s
     cross join lateral (
       select t.lemma, t.rank, t.pos, t.options, t.correct_index from level_test_items t
        where t.options is not null and t.rank >= s.start and t.rank <= r.to_rank
          and t.lemma <> all(${sql.array([...exclude], 'text')})
        order by t.rank limit 1
     ) q`);
  const seen = new Set<string>();
  for (const { i, ...item } of rows) {
    if (seen.has(item.word)) continue;
    seen.add(item.word);
    lists[i]!.push(item);
  }
  return lists;
}

/**
 * The next words of ranks 1 to `maxRank` whose question is missing or was built before `builtBefore`,
 * lowest rank first, each with its main sense (the first WordNet sense that is not a name: the
 * sense a level-test question asks about, as wordsInRankRanges picks it).
 */
export function wordsToBuild(db: CommonQueryMethods, args: { maxRank: number; builtBefore: Date; limit: number }): Promise<readonly TRankedWord[]> {
  return db.any(sql.type(ZRankedWord)`
    select l.lemma, l.rank, s.pos, y.gloss
      from lexicon_lemmas l
      left join level_test_items t on t.lemma = l.lemma
      cross join lateral (
        select s.pos, s.synset from lexicon_senses s where s.lemma = l.lemma and not s.proper order by s.sense_order limit 1
      ) s
      join lexicon_synsets y on y.synset = s.synset
     where l.sample_pos is not null and not l.offensive and l.rank <= ${args.maxRank}
       and (t.lemma is null or t.built_at < ${args.builtBefore.toISOString()}::timestamptz)
     order by l.rank
     limit ${args.limit}`);
}

/** Stores built questions, and the words that gave none (`question` null), replacing what was there. */
export async function saveLevelTestItems(
  db: CommonQueryMethods,
  items: readonly { lemma: string; rank: number; question: TNewLevelTestQuestion | null }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.query(sql.typeAlias('void')`
    insert into level_test_items (lemma, rank, pos, options, correct_index)
    select * from unnest(
      ${sql.array(items.map((x) => x.lemma), 'text')}, ${sql.array(items.map((x) => x.rank), 'int4')},
      ${sql.array(items.map((x) => x.question?.pos ?? null), 'text')},
      ${sql.array(items.map((x) => (x.question ? JSON.stringify(x.question.options) : null)), 'jsonb')},
      ${sql.array(items.map((x) => x.question?.correctIndex ?? null), 'int2')})
    on conflict (lemma) do update
      set rank = excluded.rank, pos = excluded.pos, options = excluded.options, correct_index = excluded.correct_index, built_at = now()`);
}

/** How many usable questions the bank holds. */
export function countLevelTestItems(db: CommonQueryMethods): Promise<number> {
  return db.oneFirst(sql.type(z.object({ n: z.number().int() }))`select count(*)::int as n from level_test_items where options is not null`);
}
