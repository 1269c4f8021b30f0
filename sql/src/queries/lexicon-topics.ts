import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { normalizeWord } from '../lexicon/normalize-word.ts';
import { sql } from '../sql-tag.ts';
import { ZLexiconPos } from './lexicon.ts';

/** Topic words' neighbourhoods in WordNet, for the AI wordbook generator. */

/**
 * How a candidate relates to a topic word: its sense is in the same synset ('synonym'), one
 * pointer away ('hyponym': a kind of the seed, 'hypernym', 'derived', 'similar', 'see-also'),
 * under the same hypernym ('sibling'), in the seed's WordNet topic domain ('domain') or a member of
 * the domain the seed is ('domain-member'); or its gloss mentions the seed ('gloss'), or the seed's
 * gloss mentions it ('seed-gloss').
 */
export const ZTopicRelation = z.enum(['synonym', 'hyponym', 'hypernym', 'derived', 'similar', 'see-also', 'sibling', 'domain', 'domain-member', 'gloss', 'seed-gloss']);
export type TTopicRelation = z.infer<typeof ZTopicRelation>;

const ZTopicSeedSense = z.object({
  seed: z.string(),
  senseOrder: z.number(),
  pos: ZLexiconPos,
  glossWords: z.array(z.string()),
  glossCounts: z.array(z.number()),
});
/** A seed's sense (not a name), with the words its gloss mentions (lexicon_synsets.gloss_words) and how many glosses mention each. */
export type TTopicSeedSense = z.infer<typeof ZTopicSeedSense>;

const ZTopicCandidate = z.object({
  lemma: z.string(),
  /** null only for a seed without one */
  rank: z.number().nullable(),
  /** the candidate's senses (a word with many is vague), the part of speech of its first, how many glosses mention it */
  senseCount: z.number(),
  firstPos: ZLexiconPos,
  glossCount: z.number(),
  /** the candidate's sense the relation reaches: its place among the lemma's senses (1 = most used), part of speech, narrower synsets (many: a generic word), gloss words */
  senseOrder: z.number(),
  pos: ZLexiconPos,
  hyponyms: z.number(),
  glossWords: z.array(z.string()),
  relation: ZTopicRelation,
  /**
   * How many synsets the same step reaches from the same place: the seed sense's hyponyms, the
   * shared hypernym's hyponyms, the domain's members, the glosses that mention the seed. A step
   * that reaches hundreds (travel: 120 kinds of moving) says less about each than one that reaches three.
   */
  fanout: z.number(),
  seed: z.string(),
  /** the seed's sense the relation starts from; 0 when not known ('gloss': the gloss names the seed, not its sense) */
  seedSenseOrder: z.number(),
});
export type TTopicCandidate = z.infer<typeof ZTopicCandidate>;

/**
 * Every way the seeds (topic words: a prompt's, a wordbook's) reach a ranked word WordNet can
 * offer, one row per (candidate sense, seed sense, relation), for the AI wordbook generator to
 * score (workers/src/jobs/ai-generate-wordbook.ts), and the seeds' senses. Candidates are lemmas
 * sampling may offer (no names, forms, function words or offensive words) ranked
 * fromRank..toRank; a seed comes back too, whatever its rank, where another seed reaches it
 * (which of its senses is the topic's: flight, the trip by plane, not the stairway). Two
 * queries; the candidates' follows the seeds' senses' links, their hypernyms' other hyponyms,
 * their domains' members, and the glosses (lexicon_synsets.gloss_words, GIN-indexed).
 */
export async function topicCandidates(
  db: CommonQueryMethods,
  args: { seeds: string[]; fromRank: number; toRank: number },
): Promise<{ seedSenses: TTopicSeedSense[]; candidates: TTopicCandidate[] }> {
  const seeds = [...new Set(args.seeds.map(normalizeWord).filter((l) => l !== ''))];
  if (seeds.length === 0 || !(args.toRank >= args.fromRank)) return { seedSenses: [], candidates: [] };
  const seedArray = sql.array(seeds, 'text');
  const seedSenses = await db.any(sql.type(ZTopicSeedSense)`
    select s.lemma as seed, s.sense_order as "senseOrder", s.pos,
           coalesce(y.gloss_words, '{}') as "glossWords",
           array(select l.gloss_count from unnest(y.gloss_words) with ordinality as u (word, n)
                   join lexicon_lemmas l on l.lemma = u.word order by u.n) as "glossCounts"
      from lexicon_senses s join lexicon_synsets y on y.synset = s.synset
     where s.lemma = any(${seedArray}) and not s.proper
     order by s.lemma, s.sense_order`);
  if (seedSenses.length === 0) return { seedSenses: [], candidates: [] };
  const candidates = await db.any(sql.type(ZTopicCandidate)`
    with seed as (
      select s.lemma as seed, s.sense_order, s.synset, s.word_no, y.gloss_words
        from lexicon_senses s join lexicon_synsets y on y.synset = s.synset
       where s.lemma = any(${seedArray}) and not s.proper
    ), related as (
      select seed, sense_order, synset as to_synset, 0::smallint as to_word, 'synonym' as relation, 1::bigint as fanout from seed
      union all
      select d.seed, d.sense_order, k.to_synset, k.to_word, k.via, count(*) over (partition by d.synset, k.via)
        from seed d join lexicon_links k on k.from_synset = d.synset and (k.from_word = 0 or k.from_word = d.word_no)
       where k.via <> 'domain'
      union all
      select d.seed, d.sense_order, k2.to_synset, 0::smallint, 'sibling', count(*) over (partition by d.synset, k.to_synset)
        from seed d
        join lexicon_links k on k.from_synset = d.synset and k.via = 'hypernym'
        join lexicon_links k2 on k2.from_synset = k.to_synset and k2.via = 'hyponym' and k2.to_synset <> d.synset
      union all
      select d.seed, d.sense_order, k2.to_synset, 0::smallint, 'domain', count(*) over (partition by d.synset, k.to_synset)
        from seed d
        join lexicon_links k on k.from_synset = d.synset and k.via = 'domain'
        join lexicon_links k2 on k2.from_synset = k.to_synset and k2.via = 'domain-member' and k2.to_synset <> d.synset
      union all
      select m.word, 0, y.synset, 0::smallint, 'gloss', count(*) over (partition by m.word)
        from lexicon_synsets y cross join lateral unnest(y.gloss_words) as m (word)
       where y.gloss_words && ${seedArray} and m.word = any(${seedArray})
    ), reached as (
      select t.lemma, t.sense_order, t.pos, t.synset, r.relation, r.fanout, r.seed, r.sense_order as seed_sense_order
        from related r
        join lexicon_senses t on t.synset = r.to_synset and (r.to_word = 0 or r.to_word = t.word_no) and not t.proper
      union all
      -- the word as the seed's gloss names it: its first sense stands for it
      select f.lemma, f.sense_order, f.pos, f.synset, 'seed-gloss', 1, d.seed, d.sense_order
        from seed d
        cross join lateral unnest(d.gloss_words) as m (word)
        cross join lateral (
          select s.lemma, s.sense_order, s.pos, s.synset from lexicon_senses s
           where s.lemma = m.word and not s.proper order by s.sense_order limit 1
        ) f
    )
    select c.lemma, l.rank, l.sense_count as "senseCount", first.pos as "firstPos", l.gloss_count as "glossCount",
           c.sense_order as "senseOrder", c.pos,
           (select count(*) from lexicon_links h where h.from_synset = c.synset and h.via = 'hyponym')::int as hyponyms,
           coalesce(y.gloss_words, '{}') as "glossWords",
           c.relation, c.fanout::int as fanout, c.seed, c.seed_sense_order as "seedSenseOrder"
      from reached c
      join lexicon_lemmas l on l.lemma = c.lemma and l.sample_pos is not null and not l.offensive
           and (l.rank between ${Math.floor(args.fromRank)} and ${Math.floor(args.toRank)} or l.lemma = any(${seedArray}))
      join lexicon_synsets y on y.synset = c.synset
      cross join lateral (
        select s.pos from lexicon_senses s where s.lemma = c.lemma and not s.proper order by s.sense_order limit 1
      ) first
     where c.lemma <> c.seed`);
  return { seedSenses: [...seedSenses], candidates: [...candidates] };
}
