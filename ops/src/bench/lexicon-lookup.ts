import { createDbPool } from '@wordbook/sql/pool';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';

export type TLexiconLookupBench = {
  words: number;
  /** Words lookupWord found (the rest are SUBTLEXus words WordNet lacks, such as "the"). */
  found: number;
  lookup: { p50Ms: number; p99Ms: number; meanMs: number };
  /** A one-row primary-key read of lexicon_lemmas for the same words, timed the same way. */
  baseline: { p50Ms: number; p99Ms: number; meanMs: number };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)), meanMs: round(ms.reduce((a, b) => a + b, 0) / ms.length) };
};

/**
 * lookupWord's latency over `words` random words of the 20 000 most frequent SUBTLEXus words,
 * one at a time on one connection, against a trivial indexed one-row query on the same
 * connection in the same run (interleaved, so both see the same machine load).
 */
export async function benchLexiconLookup(databaseUrl: string, options: { words?: number; log?: (line: string) => void } = {}): Promise<TLexiconLookupBench> {
  const count = options.words ?? 2000;
  const log = options.log ?? console.log;
  const pool = await createDbPool(databaseUrl, { maximumPoolSize: 1 });
  try {
    const words = await pool.anyFirst(sql.type(z.object({ lemma: z.string() }))`
      select lemma from lexicon_lemmas where rank <= 20000 order by random() limit ${count}`);
    const baselineQuery = (word: string) =>
      pool.maybeOne(sql.type(z.object({ lemma: z.string(), rank: z.number().nullable() }))`select lemma, rank from lexicon_lemmas where lemma = ${word}`);
    // Warm-up: connection, prepared plans, the lazily loaded lemmatizer.
    for (const word of words.slice(0, 50)) {
      await baselineQuery(word);
      await lookupWord(pool, word);
    }
    const lookupMs: number[] = [];
    const baselineMs: number[] = [];
    let found = 0;
    for (const word of words) {
      let t0 = performance.now();
      await baselineQuery(word);
      baselineMs.push(performance.now() - t0);
      t0 = performance.now();
      if (await lookupWord(pool, word)) found++;
      lookupMs.push(performance.now() - t0);
    }
    const result = { words: words.length, found, lookup: summary(lookupMs), baseline: summary(baselineMs) };
    log(
      `Lexicon lookupWord (${result.words} random words of ranks 1–20 000, ${found} found): p50 ${result.lookup.p50Ms} ms, ` +
        `p99 ${result.lookup.p99Ms} ms; one-row indexed query p50 ${result.baseline.p50Ms} ms, p99 ${result.baseline.p99Ms} ms ` +
        `(${(result.lookup.p50Ms / result.baseline.p50Ms).toFixed(1)}× at p50)`,
    );
    return result;
  } finally {
    await pool.end();
  }
}
