-- Maintenance mode: one row, switched by a superadmin; while on, learners' calls answer 503.
create table maintenance_mode (
  id boolean primary key default true check (id),
  enabled boolean not null default false,
  message text not null default '',
  changed_at timestamptz,
  changed_by uuid references users (id) on delete set null
);
insert into maintenance_mode default values;

-- The audit log is read newest first by action and by target.
create index audit_log_action_idx on audit_log (action, id desc);
create index audit_log_target_idx on audit_log (target_id, id desc);
