-- Practice sessions, their items (word × mode × pass) and every answer (document 2, sections 2.4–2.7, 3, 4, 5 and 9).
-- Each item's question, choices and accepted answers are made once, when the session is created,
-- so serving and grading a question are a couple of indexed statements.

create table practice_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  wordbook_id uuid not null references wordbooks (id) on delete cascade,
  -- active: unfinished and resumable; paused: set aside by a new session (forceNew);
  -- completed: every item mastered; cancelled: the learner cancelled it.
  status text not null default 'active' check (status in ('active', 'completed', 'paused', 'cancelled')),
  modes text[] not null,
  -- per mode: {required, passes}; kept as the learner chose them
  mode_settings jsonb not null,
  num_choices integer not null check (num_choices between 2 and 6),
  show_progress boolean not null,
  use_all_ai_data boolean not null,
  chunk_size integer not null default 0 check (chunk_size >= 0),
  total_words integer not null,
  -- progress counts correct answers that still counted (at most `required` per item)
  progress_done integer not null default 0,
  progress_total integer not null,
  questions_count integer not null default 0,
  correct_count integer not null default 0,
  incorrect_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  ended_at timestamptz
);
-- One unfinished session per learner and wordbook: the resume prompt and forceNew rely on it.
create unique index practice_sessions_one_active_key on practice_sessions (user_id, wordbook_id) where status = 'active';
create index practice_sessions_user_wordbook_idx on practice_sessions (user_id, wordbook_id, created_at desc);
create index practice_sessions_wordbook_idx on practice_sessions (wordbook_id);

create table practice_items (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references practice_sessions (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  -- no foreign key: the item keeps its own copy of the word, so deleting the word later changes no history
  word_id uuid,
  word_text text not null,
  mode text not null check (mode in ('mtwObj', 'mtwSub', 'wtmObj', 'blankObj', 'blankSub', 'makeSent')),
  pass integer not null check (pass >= 1),
  required integer not null check (required between 1 and 5),
  correct_count integer not null default 0,
  attempt_count integer not null default 0,
  -- the queue: the next question is the item not done with the lowest position; a wrong answer moves it later
  position integer not null,
  done boolean not null default false,
  -- {type, data} with the choices in their stored order; the server shows them in an order drawn per attempt
  question jsonb not null,
  correct_index integer,
  -- short and blank answers: the accepted texts
  accepted jsonb,
  correct_answer text not null,
  mastered_at timestamptz
);
create index practice_items_next_idx on practice_items (session_id, position, id) where not done;
create index practice_items_session_idx on practice_items (session_id);

create table practice_attempts (
  id bigint generated always as identity primary key,
  session_id uuid not null references practice_sessions (id) on delete cascade,
  item_id uuid not null references practice_items (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  mode text not null,
  word_text text not null,
  -- the question and its key exactly as shown for this attempt
  question jsonb not null,
  answer jsonb not null,
  user_response text not null,
  is_correct boolean not null,
  created_at timestamptz not null default now()
);
create index practice_attempts_session_idx on practice_attempts (session_id, id);
create index practice_attempts_item_idx on practice_attempts (item_id);
