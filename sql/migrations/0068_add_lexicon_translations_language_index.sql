-- Whether a language has a dictionary is asked on every definition request of a learner whose
-- language is not English: an index makes it one lookup instead of a scan of every translation.
create index lexicon_translations_language_idx on lexicon_translations (language);
