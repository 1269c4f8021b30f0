-- The daily ledger of an active plan: each local day the rollover opens (what the day asked for,
-- with the reviews carried from the day before) and later closes (what was done), and the
-- reminder e-mail sent for a day. One row per plan and day: a rerun for the same day finds it.

create table study_plan_days (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  day date not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  new_planned integer not null default 0 check (new_planned >= 0),
  new_done integer not null default 0 check (new_done >= 0),
  -- new words a closed earlier day left undone, shown beside today's goal
  carried_new integer not null default 0 check (carried_new >= 0),
  -- [{date, offset, words, done, carried}]: the study days whose words were due for review
  reviews jsonb not null default '[]',
  review_done integer not null default 0 check (review_done >= 0),
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  primary key (study_plan_id, day)
);
create index study_plan_days_open_idx on study_plan_days (study_plan_id, day) where status = 'open';

create table study_plan_reminders (
  study_plan_id uuid not null references study_plans (id) on delete cascade,
  day date not null,
  sent_at timestamptz not null default now(),
  primary key (study_plan_id, day)
);
create index study_plans_active_zone_idx on study_plans (timezone) where status = 'active';
