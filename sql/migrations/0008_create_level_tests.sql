-- The adaptive level test (document 2 §2.1, §3, §4, §7; DESIGN.md "Level scale"; docs/level-test.md).

create table level_tests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- 1 in progress, 2 finished (the spec's "status (2 = finished)")
  status smallint not null default 1 check (status in (1, 2)),
  current_round smallint not null default 1 check (current_round between 1 and 3),
  -- the round 1 questions as the learner saw them (JSON text), so the page can rebuild round 1
  round1_response text,
  -- the running estimate after the last scored round (level-estimation.ts TEstimate)
  estimate jsonb,
  final_level smallint check (final_level between 1 and 14),
  final_size integer check (final_size >= 0),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- set when the learner retakes (or restarts): the test is then no longer the current one
  closed_at timestamptz,
  -- the level wordbook draft: 50 words from the bands just above the level
  generated_words jsonb,
  generated_words_status text check (generated_words_status in ('running', 'done', 'error')),
  generated_words_job_id uuid,
  check ((status = 2) = (finished_at is not null)),
  check (status <> 2 or final_level is not null)
);
-- At most one current test per user; a second start joins it.
create unique index level_tests_current_key on level_tests (user_id) where closed_at is null;
-- The retake lock reads the user's last finish.
create index level_tests_user_finished_idx on level_tests (user_id, finished_at desc) where finished_at is not null;

create table level_test_rounds (
  test_id uuid not null references level_tests (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  round smallint not null check (round between 1 and 3),
  -- generating: a job is writing its questions; open: shown to the learner; submitted: a job is
  -- scoring it; scored: done (the next round exists, or the test is finished)
  status text not null default 'generating' check (status in ('generating', 'open', 'submitted', 'scored')),
  -- the job that writes the questions (round 1: level-test-questions; later: the previous round's score job)
  questions_job_id uuid,
  score_job_id uuid,
  -- the answers as submitted: option index, -1 "I don't know", null skipped
  answers jsonb,
  -- the estimate after this round was scored
  estimate jsonb,
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  scored_at timestamptz,
  -- the primary key is what keeps a retried job from making a second round
  primary key (test_id, round)
);

create table level_test_questions (
  test_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  round smallint not null,
  position smallint not null check (position between 0 and 19),
  word text not null,
  -- SUBTLEXus rank of the word: its difficulty (docs/level-test.md)
  rank integer not null check (rank >= 1),
  pos text not null check (pos in ('n', 'v', 'a', 'r')),
  -- four WordNet glosses; which one is right never leaves the server
  options jsonb not null,
  correct_index smallint not null check (correct_index between 0 and 3),
  -- the learner's response once the round is submitted: option index, -1 "I don't know", null skipped
  response smallint check (response between -1 and 3),
  correct boolean,
  primary key (test_id, round, position),
  foreign key (test_id, round) references level_test_rounds (test_id, round) on delete cascade,
  -- no word is asked twice in one test
  unique (test_id, word)
);

-- The wordbook saved from a finished test: one per test, whatever the number of saves or retries.
create table level_test_wordbooks (
  test_id uuid primary key references level_tests (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  wordbook_id uuid not null unique references wordbooks (id) on delete cascade,
  created_at timestamptz not null default now()
);
