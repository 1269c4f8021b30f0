-- What sampling must never offer, and what the AI wordbook generator scores topics by
-- (docs/decisions.md "Lexicon"). sql/src/lexicon/seed-lexicon.ts fills both (its format number went up, so
-- a database loaded before this reloads).

-- Vulgar, obscene or offensive words, slurs and sexual slang (sql/src/lexicon/offensive-words.ts):
-- never sampled (wordsInRankRange, relatedWords, topicCandidates); lookupWord still defines them.
alter table lexicon_lemmas add column offensive boolean not null default false;
drop index lexicon_lemmas_sample_rank_idx;
create index lexicon_lemmas_sample_rank_idx on lexicon_lemmas (rank) where sample_pos is not null and not offensive;

-- The WordNet lemmas the definition mentions (passengers -> passenger), without words too common in
-- glosses to say anything (person, used); null for synsets with no ranked word of their own (species,
-- names), which the generator never offers. "Gloss mentions a seed word" is the generator's strongest
-- cheap sign of a topic.
alter table lexicon_synsets add column gloss_words text[];
create index lexicon_synsets_gloss_words_idx on lexicon_synsets using gin (gloss_words);
-- How many glosses mention the lemma (all synsets, before the cut above): a word that a topic's glosses
-- share counts for more the rarer it is (airfield, not building).
alter table lexicon_lemmas add column gloss_count integer not null default 0;

-- lexicon_links.via gains 'domain' (a synset to its WordNet topic domain: ticket (summons) -> law) and
-- 'domain-member' (the other way); relatedWords does not follow them.
