-- Learning content a learner can trust: a draft whose prompt few words relate to says so. The
-- generator records how many of the delivered words came from the model or the prompt's topic
-- (core ZTopicNote {prompt, related, total}); null when all did, or there was no prompt.
alter table ai_wordbook_drafts add column topic_note jsonb;
