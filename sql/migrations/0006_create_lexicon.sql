-- The local lexicon (DESIGN.md "lexicon"): WordNet 3.1 senses, glosses and examples, SUBTLEXus
-- frequency ranks and inflected forms. Created empty here; sql/src/lexicon/seed-lexicon.ts fills them
-- once per database (prepareDatabase), so the API and every worker share one copy. Words are lower
-- case with single spaces; their columns use the "C" collation (byte order: fast and the same on
-- every server, and only equality is asked of them).

-- Which data is loaded; the seed skips when the version matches and reloads otherwise.
create table lexicon_meta (
  id boolean primary key default true check (id),
  version text not null,
  loaded_at timestamptz not null default now(),
  counts jsonb not null default '{}'
);

-- Every WordNet lemma and every SUBTLEXus word.
create table lexicon_lemmas (
  lemma text collate "C" primary key,
  -- SUBTLEXus rank, 1 = most frequent; null when SUBTLEXus lacks the word (e.g. multi-word lemmas)
  rank integer,
  -- WordNet senses; 0 for a SUBTLEXus word WordNet does not hold (the, of), kept for rankOf
  sense_count integer not null,
  -- parts of speech of its senses that are not names, e.g. 'nv'; null when the word is not offered
  -- as a test item or distractor: names only, single letters, contraction fragments (don of don't),
  -- function words with unrelated senses (are: a unit of area) and forms of another lemma (saw, men)
  sample_pos text
);
-- wordsInRankRange: a rank range of the offered lemmas.
create index lexicon_lemmas_sample_rank_idx on lexicon_lemmas (rank) where sample_pos is not null;

-- WordNet synsets: id = part of speech (1 n, 2 v, 3 a, 4 r) * 10^8 + WordNet's byte offset.
create table lexicon_synsets (
  synset integer primary key,
  pos text not null check (pos in ('n', 'v', 'a', 'r')),
  -- the gloss's definition, without its example sentences
  gloss text not null
);

-- One row per (lemma, WordNet sense), numbered in the order lookupWord returns them (most used first).
create table lexicon_senses (
  lemma text collate "C" not null,
  sense_order integer not null,
  synset integer not null,
  pos text not null,
  -- the lemma's position among its synset's words (1-based), for WordNet's word-to-word pointers
  word_no smallint not null,
  -- WordNet writes the word with capitals in this sense (a name: Paris, May)
  proper boolean not null,
  primary key (lemma, sense_order)
);
-- relatedWords: the words of a synset.
create index lexicon_senses_synset_idx on lexicon_senses (synset);

-- WordNet's example sentences of a sense that use the lemma in some inflected form.
create table lexicon_examples (
  lemma text collate "C" not null,
  sense_order integer not null,
  position smallint not null,
  sentence text not null,
  primary key (lemma, sense_order, position)
);

-- Forms and their WordNet lemmas (went -> go, mice -> mouse, better -> good and well), from
-- wink-lemmatizer over the SUBTLEXus words and the single-word WordNet lemmas.
create table lexicon_forms (
  form text collate "C" not null,
  lemma text collate "C" not null,
  position smallint not null,
  primary key (form, lemma)
);

-- WordNet pointers relatedWords follows: hypernym, hyponym, similar, see-also (between whole
-- synsets: word numbers 0) and derived (between two words).
create table lexicon_links (
  from_synset integer not null,
  from_word smallint not null,
  to_synset integer not null,
  to_word smallint not null,
  via text not null
);
create index lexicon_links_from_idx on lexicon_links (from_synset);
