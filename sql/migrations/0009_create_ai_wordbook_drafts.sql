-- The AI wordbook generator (document 1 §4, §7; docs/decisions.md "AI wordbook generator").
-- One row per generation: the API records it (running, points charged) in the transaction that
-- enqueues its job, the worker writes the words (done) with the job's result event, and saving
-- creates the learner's wordbook once (wordbook_id is the key that makes a repeated save update it).

create table ai_wordbook_drafts (
  -- the job's id: one job, one draft
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- what was asked (sorted reference ids, count, sanitised prompt): an identical request joins a running one
  request_key text not null,
  reference_wordbook_ids uuid[] not null default '{}',
  word_count integer not null check (word_count between 1 and 300),
  prompt text not null default '',
  level smallint not null,
  time_zone text,
  -- points charged when enqueued (2 a word); lowered to what was delivered when fewer words came back
  points integer not null default 0,
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  -- the generated words (core ZGeneratedWord[]) once done
  words jsonb,
  provider text,
  -- the wordbook saved from this draft
  wordbook_id uuid unique references wordbooks (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  saved_at timestamptz
);
-- One running generation per identical request.
create unique index ai_wordbook_drafts_running_key on ai_wordbook_drafts (user_id, request_key) where status = 'running';
create index ai_wordbook_drafts_user_idx on ai_wordbook_drafts (user_id, created_at desc);
