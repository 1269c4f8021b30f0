-- Wordbooks, words, AI results and AI usage (document 1, sections 3, 4 and 9; DESIGN.md "AI points", "Devices").

create table wordbooks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 48),
  type text not null default 'free' check (type in ('free', 'planned', 'generated')),
  is_main boolean not null default false,
  is_favorite boolean not null default false,
  ai_reuse_behavior text not null default 'ask' check (ai_reuse_behavior in ('ask', 'reuse', 'regenerate')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted boolean not null default false,
  deleted_at timestamptz
);
-- Names are unique per user, case-insensitively, among wordbooks that are not deleted.
create unique index wordbooks_user_name_key on wordbooks (user_id, lower(name)) where not deleted;
create index wordbooks_user_created_idx on wordbooks (user_id, created_at) where not deleted;
-- At most one main wordbook per user.
create unique index wordbooks_user_main_key on wordbooks (user_id) where is_main and not deleted;

create table words (
  id uuid primary key default gen_random_uuid(),
  wordbook_id uuid not null references wordbooks (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  text text not null check (char_length(text) between 1 and 100),
  -- the learner's own meaning and example; null when they have not written one
  meaning text,
  meaning_origin text check (meaning_origin in ('ai', 'user')),
  example text,
  example_origin text check (example_origin in ('ai', 'user')),
  -- AI alternatives (up to 6 each) and the one the learner picked
  ai_definitions jsonb not null default '[]',
  ai_examples jsonb not null default '[]',
  selected_meaning_index integer not null default 0 check (selected_meaning_index >= 0),
  selected_example_index integer not null default 0 check (selected_example_index >= 0),
  meta_total_definitions integer not null default 0,
  meta_total_examples integer not null default 0,
  -- the language the AI definitions are in (the lexicon provider gives English)
  ai_definitions_language text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index words_wordbook_created_idx on words (wordbook_id, created_at);
create index words_user_text_idx on words (user_id, lower(text));

-- Earlier AI results per learner, word and type: "Previous Data Found" / Load Previous reuse them free of charge.
create table ai_word_results (
  user_id uuid not null references users (id) on delete cascade,
  word_key text not null, -- lower(trim(text))
  type text not null check (type in ('definition', 'example')),
  language text not null default 'en',
  items jsonb not null,
  provider text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, word_key, type)
);

-- One running generation per word and type: a duplicate request joins the running job.
create table ai_generation_requests (
  job_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  word_id uuid not null references words (id) on delete cascade,
  type text not null check (type in ('definition', 'example')),
  points integer not null default 0,
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index ai_generation_requests_running_key on ai_generation_requests (word_id, type) where status = 'running';

-- Which month users.monthly_ai_usage_points counts; another month means nothing is used yet.
alter table users add column ai_usage_month date;

-- Every charge and refund of AI points, for the learner's record and support.
create table ai_usage_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  points integer not null,
  reason text not null,
  job_id uuid,
  created_at timestamptz not null default now()
);
create index ai_usage_ledger_user_idx on ai_usage_ledger (user_id, created_at desc);

-- Devices that used AI features: a fourth distinct device within 30 days is refused.
create table ai_devices (
  user_id uuid not null references users (id) on delete cascade,
  device_id text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (user_id, device_id)
);
