-- The study dashboard's streak and heat map count a learner's practice answers per day.
create index practice_attempts_user_created_idx on practice_attempts (user_id, created_at);
