-- Level-test questions built ahead of time, one per word of the test's scale (docs/level-test.md
-- "Questions built ahead"): the API picks a round's questions here in one statement instead of
-- waiting for a worker to build them from the lexicon. A worker job fills and refreshes the table.
create table level_test_items (
  lemma text primary key,
  rank integer not null check (rank >= 1),
  -- all three null when the word gives no fair question (its main sense fails the content gate,
  -- or it has too few distractors): the row records that the word was tried
  pos text check (pos in ('n', 'v', 'a', 'r')),
  options jsonb,
  correct_index smallint check (correct_index between 0 and 3),
  built_at timestamptz not null default now(),
  check ((options is null) = (pos is null) and (options is null) = (correct_index is null))
);
-- A pick seeks the first usable question at or after a random rank of its range.
create index level_test_items_rank_idx on level_test_items (rank) where options is not null;
