-- Worker processes report here every few seconds, so `ops workers status` sees every host.
create table worker_heartbeats (
  id uuid primary key,
  host text not null,
  pid integer not null,
  queues text[] not null,
  concurrency integer not null,
  started_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  stopped_at timestamptz
);
create index worker_heartbeats_last_seen_idx on worker_heartbeats (last_seen_at desc);
