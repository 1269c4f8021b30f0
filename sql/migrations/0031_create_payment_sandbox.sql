-- The embedded payment sandbox (served outside production when no Toss keys are set): the
-- payments its checkout widget approved or declined, and its answers per Idempotency-Key.
create table sandbox_payments (
  payment_key text primary key,
  order_id text not null unique,
  amount integer not null,
  order_name text not null,
  -- READY: the widget approved, waiting for confirm; DONE: confirmed; CANCELED: refunded; ABORTED: the card was declined
  status text not null check (status in ('READY', 'DONE', 'CANCELED', 'ABORTED')),
  method text not null default '카드',
  approved_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz not null default now()
);

create table sandbox_idempotent_answers (
  idempotency_key text primary key,
  status_code integer not null,
  body jsonb not null,
  created_at timestamptz not null default now()
);
