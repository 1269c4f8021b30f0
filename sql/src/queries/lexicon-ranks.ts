import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

const ZRankedLemma = z.object({ lemma: z.string(), rank: z.number(), offered: z.boolean() });

/**
 * Every ranked lemma with the rank the lexicon gives it (names demoted: build-lexicon.ts) and
 * whether sampling may offer it: for the operator's measure of the rank (docs/lexicon.md).
 */
export function rankedLemmas(db: CommonQueryMethods) {
  return db.any(sql.type(ZRankedLemma)`
    select lemma, rank, sample_pos is not null and not offensive as offered
      from lexicon_lemmas where rank is not null`);
}
