import type { CommonQueryMethods, FragmentSqlToken } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';
import { findWholeWord } from '@wordbook/core/rules/whole-word';
import { normalizeWord } from '../lexicon/normalize-word.ts';

/**
 * The local lexicon (migration 0006, filled by sql/src/lexicon/seed-lexicon.ts): WordNet 3.1
 * senses and examples, SUBTLEXus ranks, inflected forms. Each function is one or two indexed
 * queries; a form that neither SUBTLEXus nor WordNet lists is lemmatised here and asked once more.
 */

export const ZLexiconPos = z.enum(['n', 'v', 'a', 'r']);
export type TLexiconPos = z.infer<typeof ZLexiconPos>;

/** examples: WordNet's example sentences of this sense that use the word (in any inflected form). */
export type TLexiconSense = {
  pos: TLexiconPos;
  gloss: string;
  examples: string[];
  /** The lemma this sense belongs to: the entry's lemma, or another lemma of the word (better -> good). */
  lemma: string;
};

/**
 * rank: the SUBTLEXus rank of the entry's lemma. offensive: the lemma is vulgar, obscene or
 * offensive, a slur or sexual slang (sql/src/lexicon/offensive-words.ts): defined when asked, never offered.
 */
export type TLexiconEntry = { query: string; lemma: string; rank: number | null; offensive: boolean; senses: TLexiconSense[] };

// Longer input is not a word or a WordNet collocation (the longest lemma has 71 characters).
const MAX_WORD_LENGTH = 100;

/** The lemmas of a form that neither SUBTLEXus nor WordNet lists (wink-lemmatizer, loaded on first need). */
async function lemmasOfRareForm(word: string): Promise<string[]> {
  const { lemmasOf } = await import('../lexicon/word-forms.ts');
  return lemmasOf(word).filter((lemma) => lemma !== word);
}

const ZSenseRow = z.object({
  /** the word's place in the lookup (1-based; always 1 for one word) */
  n: z.number(),
  lemma: z.string(),
  // 0: the word itself, 1: a lemma of the listed form, 2: a lemma of a rare form
  grp: z.number(),
  rank: z.number().nullable(),
  offensive: z.boolean(),
  pos: ZLexiconPos,
  gloss: z.string(),
  examples: z.array(z.string()),
});
type TSenseRow = z.infer<typeof ZSenseRow>;

/**
 * The senses of the candidate lemmas (n, lemma, grp, position), in entry order per word n: the
 * word itself when WordNet has it, then its other lemmas (those lexicon_forms lists, or a rare
 * form's), the more frequent first. Kept to a few plain joins: planning, not running, is most
 * of this query's time.
 */
function senseRows(db: CommonQueryMethods, candidates: FragmentSqlToken) {
  return db.any(sql.type(ZSenseRow)`
    select c.n::int as n, s.lemma, c.grp, l.rank, l.offensive, s.pos, y.gloss,
           array(select e.sentence from lexicon_examples e
                  where e.lemma = s.lemma and e.sense_order = s.sense_order order by e.position) as examples
      from (${candidates}) c
      join lexicon_lemmas l on l.lemma = c.lemma
      join lexicon_senses s on s.lemma = c.lemma
      join lexicon_synsets y on y.synset = s.synset
     order by c.n, c.grp, l.rank nulls last, c.position, s.sense_order`);
}

/** A word itself and the lemmas lexicon_forms lists for it. */
const listedCandidates = (word: string) => sql.fragment`
  select 1 as n, lemma, 0 as grp, 0::bigint as position from lexicon_lemmas where lemma = ${word} and sense_count > 0
  union all
  select 1, lemma, 1, position from lexicon_forms where form = ${word}`;

/** The lemmas of rare forms (wink-lemmatizer's), in its order. */
const rareCandidates = (rare: { n: number; lemmas: string[] }[]) => {
  const pairs = rare.flatMap((r) => r.lemmas.map((lemma, i) => ({ n: r.n, lemma, position: i + 1 })));
  return sql.fragment`
    select n, lemma, 2 as grp, position::bigint as position
      from unnest(${sql.array(pairs.map((p) => p.n), 'int4')}, ${sql.array(pairs.map((p) => p.lemma), 'text')},
                  ${sql.array(pairs.map((p) => p.position), 'int4')}) as u (n, lemma, position)`;
};

/** The entry of `text` (normalised: `word`) from its sense rows; null without any. */
function entryOf(text: string, word: string, rows: readonly TSenseRow[]): TLexiconEntry | null {
  const first = rows[0];
  if (!first) return null;
  const isOwnEntry = first.grp === 0;
  return {
    query: text,
    lemma: first.lemma,
    rank: first.rank,
    offensive: first.offensive,
    senses: rows.map((r) => ({
      pos: r.pos,
      gloss: r.gloss,
      examples: isOwnEntry && r.grp !== 0 ? r.examples.filter((e) => findWholeWord(e, word)) : r.examples,
      lemma: r.lemma,
    })),
  };
}

const lookable = (word: string) => word !== '' && word.length <= MAX_WORD_LENGTH;

/**
 * Senses in WordNet order (most common first); inflected forms resolve through their lemma
 * (went -> go, mice -> mouse, better -> better, then well and good); multi-word entries
 * ("ice cream") work too. null when WordNet does not know the word. Another lemma's examples
 * are kept only when they show this very form (saw -> see: "I saw him", not "I see it"),
 * unless the word has no senses of its own (went -> go: every example of go).
 */
export async function lookupWord(db: CommonQueryMethods, text: string): Promise<TLexiconEntry | null> {
  const word = normalizeWord(text);
  if (!lookable(word)) return null;
  let rows = await senseRows(db, listedCandidates(word));
  if (rows.length === 0) {
    const lemmas = await lemmasOfRareForm(word);
    if (lemmas.length === 0) return null;
    rows = await senseRows(db, rareCandidates([{ n: 1, lemmas }]));
  }
  return entryOf(text, word, rows);
}

/**
 * lookupWord for many words at once, in one query (two when some are rare forms the lexicon
 * does not list): the entries in the order of `texts`, each as lookupWord gives it, null for a
 * word WordNet does not know. For a job that checks hundreds of candidates.
 */
export async function lookupWords(db: CommonQueryMethods, texts: readonly string[]): Promise<(TLexiconEntry | null)[]> {
  const words = texts.map(normalizeWord);
  const distinct = [...new Set(words.filter(lookable))];
  const rowsOf = new Map<string, TSenseRow[]>();
  const collect = (rows: readonly TSenseRow[]) => {
    for (const row of rows) {
      const word = distinct[row.n - 1]!;
      const list = rowsOf.get(word) ?? [];
      list.push(row);
      rowsOf.set(word, list);
    }
  };
  if (distinct.length > 0) {
    const asked = sql.array(distinct, 'text');
    collect(
      await senseRows(
        db,
        sql.fragment`
          select q.n, l.lemma, 0 as grp, 0::bigint as position
            from unnest(${asked}) with ordinality as q (word, n) join lexicon_lemmas l on l.lemma = q.word and l.sense_count > 0
          union all
          select q.n, f.lemma, 1, f.position
            from unnest(${asked}) with ordinality as q (word, n) join lexicon_forms f on f.form = q.word`,
      ),
    );
  }
  const rare: { n: number; lemmas: string[] }[] = [];
  for (const [i, word] of distinct.entries()) {
    if (rowsOf.has(word)) continue;
    const lemmas = await lemmasOfRareForm(word);
    if (lemmas.length > 0) rare.push({ n: i + 1, lemmas });
  }
  if (rare.length > 0) collect(await senseRows(db, rareCandidates(rare)));
  return texts.map((text, i) => entryOf(text, words[i]!, rowsOf.get(words[i]!) ?? []));
}

/** SUBTLEXus frequency rank (1 = most frequent) of the word or its lemma; null if unranked. */
export async function rankOf(db: CommonQueryMethods, text: string): Promise<number | null> {
  const word = normalizeWord(text);
  if (word === '' || word.length > MAX_WORD_LENGTH) return null;
  const found = await db.one(sql.type(z.object({ rank: z.number().nullable(), known: z.boolean() }))`
    select coalesce(
             (select rank from lexicon_lemmas where lemma = ${word}),
             (select min(l.rank) from lexicon_forms f join lexicon_lemmas l on l.lemma = f.lemma where f.form = ${word})
           ) as rank,
           exists (select from lexicon_lemmas where lemma = ${word}) or exists (select from lexicon_forms where form = ${word}) as known`);
  if (found.known) return found.rank;
  const lemmas = await lemmasOfRareForm(word);
  if (lemmas.length === 0) return null;
  return db.oneFirst(sql.type(z.object({ rank: z.number().nullable() }))`
    select min(rank) as rank from lexicon_lemmas where lemma = any(${sql.array(lemmas, 'text')})`);
}

/** A lexicon word with its rank and one sense's part of speech and gloss. */
export const ZRankedWord = z.object({ lemma: z.string(), rank: z.number(), pos: ZLexiconPos, gloss: z.string() });

type TRankRangePick = { fromRank: number; toRank: number; count: number; exclude?: string[]; pos?: TLexiconPos };
export type TRankedWord = z.infer<typeof ZRankedWord>;

/**
 * Words with at least one WordNet sense ranked between fromRank and toRank (inclusive), random
 * order, excluding the given lemmas; each with its first gloss and part of speech (of `pos`
 * when given). Left out: names (Paris), single letters, contraction fragments (don of don't),
 * function words with unrelated senses (are: a unit of area), forms of another lemma (saw,
 * men) and offensive words. Used for level-test items, distractors of similar frequency and
 * generated wordbooks.
 */
export async function wordsInRankRange(db: CommonQueryMethods, args: TRankRangePick): Promise<TRankedWord[]> {
  return (await wordsInRankRanges(db, [args]))[0]!;
}

/**
 * wordsInRankRange for several ranges in one statement (a level-test round's strata, or each of
 * its words' distractors): one list per range, in the order given. A round plans and sends one
 * statement instead of one a range.
 */
export async function wordsInRankRanges(db: CommonQueryMethods, picks: readonly TRankRangePick[]): Promise<TRankedWord[][]> {
  const lists: TRankedWord[][] = picks.map(() => []);
  const valid = picks.flatMap((pick, i) => {
    const count = Math.floor(pick.count);
    return count > 0 && pick.toRank >= pick.fromRank
      ? [{ i, fromRank: Math.floor(pick.fromRank), toRank: Math.floor(pick.toRank), count, pos: pick.pos ? ZLexiconPos.parse(pick.pos) : null, exclude: (pick.exclude ?? []).map(normalizeWord) }]
      : [];
  });
  if (valid.length === 0) return lists;
  // each range's excluded lemmas as (range, lemma) pairs: ranges may exclude different words
  const excluded = valid.flatMap((v) => v.exclude.map((lemma) => ({ i: v.i, lemma })));
  const rows = await db.any(sql.type(ZRankedWord.extend({ i: z.number() }))`
    select r.i, p.lemma, p.rank, s.pos, y.gloss
      from unnest(${sql.array(valid.map((v) => v.i), 'int4')}, ${sql.array(valid.map((v) => v.fromRank), 'int4')},
                  ${sql.array(valid.map((v) => v.toRank), 'int4')}, ${sql.array(valid.map((v) => v.count), 'int4')},
                  ${sql.array(valid.map((v) => v.pos), 'text')}) as r (i, from_rank, to_rank, count, pos)
     cross join lateral (
       select l.lemma, l.rank from lexicon_lemmas l
        where l.sample_pos is not null and not l.offensive and l.rank between r.from_rank and r.to_rank
          and (r.pos is null or strpos(l.sample_pos, r.pos) > 0)
          and not exists (select from unnest(${sql.array(excluded.map((e) => e.i), 'int4')}, ${sql.array(excluded.map((e) => e.lemma), 'text')}) as x (i, lemma)
                           where x.i = r.i and x.lemma = l.lemma)
        order by random()
        limit r.count
     ) p
     cross join lateral (
       select s.pos, s.synset from lexicon_senses s
        where s.lemma = p.lemma and not s.proper and (r.pos is null or s.pos = r.pos)
        order by s.sense_order limit 1
     ) s
      join lexicon_synsets y on y.synset = s.synset`);
  for (const { i, ...word } of rows) lists[i]!.push(word);
  // Join order is not the random pick order; shuffle once more so callers can take any prefix.
  return lists.map(shuffle);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
