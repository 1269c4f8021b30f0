-- Learning content a learner can trust: a draft whose prompt few words relate to says so. The
-- generator records how many of the delivered words came from the model or the prompt's topic
-- (core ZTopicNote {prompt, related, total}); null when all did, or there was no prompt.
-- First landed as 0069_add_ai_wordbook_drafts_topic_note.sql beside another 0069: renumbered, and
-- "if not exists" so that a database which applied it under the old name passes over it.
alter table ai_wordbook_drafts add column if not exists topic_note jsonb;
