-- The level test's random picks of offered words in a rank range read every row of the range: with
-- only the rank in the index, that was one heap page a row (484 pages for ranks 4 000–6 000, about
-- 2 ms). With the lemma and its parts of speech in the index too, the pick is an index-only scan
-- (0.2 ms) once the table is vacuumed, which the lexicon's seed does after loading it.
drop index lexicon_lemmas_sample_rank_idx;
create index lexicon_lemmas_sample_rank_idx on lexicon_lemmas (rank) include (lemma, sample_pos) where sample_pos is not null and not offensive;
