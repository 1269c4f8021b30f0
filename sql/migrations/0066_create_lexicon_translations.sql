-- The main sense's translation into the learner's language (docs/lexicon.md "Meanings in other
-- languages"): FreeDict English→X dictionaries from Debian and CC-CEDICT, loaded by the lexicon seed
-- when they are installed; empty otherwise (meanings are then in English only).
create table lexicon_translations (
  lemma text collate "C" not null,
  -- the lexicon_senses row this translates
  sense_order integer not null,
  -- a definition language code: 'de', 'ja', 'zh-TW'
  language text not null,
  -- one or two words in that language, comma-separated ("Haus"; "家, 家屋")
  translation text not null,
  primary key (lemma, language, sense_order)
);
