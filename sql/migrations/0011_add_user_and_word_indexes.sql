-- Indexes the foreign keys need (a code review found them missing): deleting a word cascades to
-- ai_generation_requests by word_id (the running-request index is partial, so it cannot serve the
-- cascade), and deleting a user cascades by user_id to every table below. None of these tables had
-- an index whose first column is user_id (migrations 0005, 0007, 0008); the learner's stale-request
-- sweep (api/src/services/ai-generation.ts) reads ai_generation_requests by user_id too.

create index ai_generation_requests_word_idx on ai_generation_requests (word_id);
create index ai_generation_requests_user_idx on ai_generation_requests (user_id);
create index practice_attempts_user_idx on practice_attempts (user_id);
create index practice_items_user_idx on practice_items (user_id);
create index level_test_questions_user_idx on level_test_questions (user_id);
create index level_test_rounds_user_idx on level_test_rounds (user_id);
