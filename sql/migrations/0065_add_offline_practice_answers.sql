-- Practice rounds played offline on the learner's device: their answers are sent later and the
-- server judges each one then. A round becomes one practice session (offline_round_id is the
-- device's id for it), and each sent answer carries an id of its own, so an answer sent twice
-- (a retried replay) is recorded once.
alter table practice_sessions add column offline_round_id uuid;
create unique index practice_sessions_offline_round_key on practice_sessions (user_id, offline_round_id) where offline_round_id is not null;
alter table practice_attempts add column client_answer_id uuid;
create unique index practice_attempts_client_answer_key on practice_attempts (user_id, client_answer_id) where client_answer_id is not null;
