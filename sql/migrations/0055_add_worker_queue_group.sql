-- The --queues glob a worker process was started with, so `ops workers scale` can count and
-- stop the processes of one group (AI apart from e-mail) on a host.
alter table worker_heartbeats add column queue_group text not null default '*';
