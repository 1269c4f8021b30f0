-- Accounts, server-side sessions, e-mail codes and the audit log (document 1, sections 3 and 6).
create extension if not exists citext;

create table users (
  id uuid primary key default gen_random_uuid(),
  email citext not null,
  username citext not null,
  full_name text not null,
  password_hash text,
  google_id text unique,
  role text not null default 'user' check (role in ('user', 'admin', 'support', 'moderator', 'superadmin')),
  status text not null default 'active' check (status in ('active', 'suspended', 'banned')),
  plan text not null default 'free' check (plan in ('free', 'pro')),
  pro_expires_on date,
  preferred_definition_languages text[] not null default '{en}',
  monthly_ai_usage_points integer not null default 0 check (monthly_ai_usage_points >= 0),
  level integer check (level >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz,
  deleted_at timestamptz
);
-- Withdrawn accounts keep their row until the purge; their e-mail and username stay taken until then.
create unique index users_email_key on users (email);
create unique index users_username_key on users (username);
create index users_created_at_idx on users (created_at);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  -- sha256 of the opaque cookie value: a leaked table does not hand out sessions
  token_hash bytea not null unique,
  user_id uuid not null references users (id) on delete cascade,
  ip_address text,
  user_agent text,
  device_id text,
  remember boolean not null default false,
  valid boolean not null default true,
  created_at timestamptz not null default now(),
  last_active timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);
create index sessions_last_active_idx on sessions (last_active desc) where valid;

create table email_verifications (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('signup', 'password_reset')),
  email citext not null,
  user_id uuid references users (id) on delete cascade,
  -- the pending sign-up (names and password hash) until the code is confirmed
  payload jsonb not null default '{}',
  secret_hash bytea not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  last_sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index email_verifications_email_idx on email_verifications (email, created_at desc);

create table audit_log (
  id bigint generated always as identity primary key,
  actor_user_id uuid references users (id) on delete set null,
  action text not null,
  target_type text,
  target_id text,
  details jsonb not null default '{}',
  ip_address text,
  created_at timestamptz not null default now()
);
create index audit_log_created_at_idx on audit_log (created_at desc);
