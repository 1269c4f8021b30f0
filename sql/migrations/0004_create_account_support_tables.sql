-- Sign-up, login and e-mail support: used captcha solutions, rate-limit windows,
-- the e-mail outbox (also each sent message's done-marker) and social sign-in states.

-- An ALTCHA solution is accepted once: its challenge signature is kept until the challenge expires.
create table captcha_redemptions (
  signature text primary key,
  expires_at timestamptz not null
);
create index captcha_redemptions_expires_at_idx on captcha_redemptions (expires_at);

-- Fixed-window counters shared by every API process: key = '<rule>:<subject>'.
create table rate_limits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limits_window_ends_at_idx on rate_limits (window_ends_at);

-- Every e-mail the product sends, one row per send-email job (job_id is the done-marker):
-- 'stored' = kept here only (no SMTP configured; shown at /dev/mailbox), 'sending' / 'sent' /
-- 'failed' = handed to SMTP.
create table mail_outbox (
  id bigint generated always as identity primary key,
  job_id uuid not null unique,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  transport text not null check (transport in ('outbox', 'smtp')),
  status text not null check (status in ('stored', 'sending', 'sent', 'failed')),
  attempts integer not null default 1,
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_created_at_idx on mail_outbox (created_at desc);

-- A social sign-in in progress: PKCE verifier and nonce, bound to the browser that started it.
create table oauth_states (
  state_hash bytea primary key,
  browser_hash bytea not null,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  return_to text,
  device_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index users_deleted_at_idx on users (deleted_at) where deleted_at is not null;
create index email_verifications_user_idx on email_verifications (user_id, purpose) where consumed_at is null;
