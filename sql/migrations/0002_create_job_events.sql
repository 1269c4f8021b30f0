-- Who asked for a job and what it reported: the source of every job progress stream.
create table job_runs (
  id uuid primary key,
  queue text not null,
  user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index job_runs_user_id_idx on job_runs (user_id, created_at desc);

create table job_events (
  job_id uuid not null references job_runs (id) on delete cascade,
  seq integer not null,
  kind text not null check (kind in ('progress', 'result', 'error')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (job_id, seq)
);

-- The self-test job's effect, one row per job: proves a retried job acts once.
create table selftest_runs (
  job_id uuid primary key references job_runs (id) on delete cascade,
  steps integer not null,
  worker_pid integer not null,
  created_at timestamptz not null default now()
);
