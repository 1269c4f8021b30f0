-- Study plans, their overrides and the wordbooks linked to their days (document 3, sections 3 and 4).

create table study_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  status text not null check (status in ('active', 'scheduled', 'paused', 'archived')),
  timezone text not null,
  -- the local calendar date the plan starts on, and the instant that date begins in its zone
  start_date date not null,
  start_date_utc timestamptz not null,
  days_of_week jsonb not null,
  words_per_day integer not null check (words_per_day between 1 and 1000),
  words_per_day_by_day jsonb,
  review_offsets_global jsonb not null,
  review_offsets_by_day jsonb,
  test_after_study text not null check (test_after_study in ('none', 'all', 'random')),
  test_after_review text not null check (test_after_review in ('none', 'all', 'random')),
  vacation_behavior_on_enable text not null default 'freeze'
    check (vacation_behavior_on_enable in ('freeze', 'skip_schedule_keep_reviews', 'skip_reviews_keep_schedule', 'light')),
  vacation_mode text not null default 'off'
    check (vacation_mode in ('off', 'freeze', 'skip_schedule_keep_reviews', 'skip_reviews_keep_schedule', 'light')),
  reminder_enabled boolean not null default false,
  reminder_time text not null default '09:00' check (reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz
);
-- One active plan per learner, and no two scheduled plans of a learner start on the same date.
create unique index study_plans_one_active_key on study_plans (user_id) where status = 'active';
create unique index study_plans_start_date_key on study_plans (user_id, start_date) where status = 'scheduled';
create index study_plans_user_idx on study_plans (user_id, created_at);
create index study_plans_due_activation_idx on study_plans (start_date_utc) where status = 'scheduled';

-- A wordbook bound to one local day of a plan (the day's new words).
create table study_plan_links (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  wordbook_id uuid not null references wordbooks (id) on delete cascade,
  bound_on date not null,
  created_at timestamptz not null default now(),
  primary key (study_plan_id, bound_on, wordbook_id)
);

-- Today's values changed by hand: new-word goal, tests, and a rest day turned into a study day.
create table study_plan_word_overrides (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  day date not null,
  scope text not null default 'day' check (scope = 'day'),
  count integer not null check (count between 1 and 1000),
  source text not null default 'user',
  updated_at timestamptz not null default now(),
  primary key (study_plan_id, day, scope)
);
create table study_plan_test_overrides (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  day date not null,
  scope text not null default 'day' check (scope = 'day'),
  study text not null check (study in ('none', 'all', 'random')),
  review text not null check (review in ('none', 'all', 'random')),
  source text not null default 'user',
  updated_at timestamptz not null default now(),
  primary key (study_plan_id, day, scope)
);
create table study_plan_day_modes (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  day date not null,
  mode text not null check (mode in ('study')),
  updated_at timestamptz not null default now(),
  primary key (study_plan_id, day)
);
