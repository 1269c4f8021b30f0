-- Refund requests of first purchases (document 3, §1, §6): the request is recorded here and a
-- payment-refund job cancels the payment with the provider and returns the learner to Free.
-- One refund per order: a second request joins the first, a failed one may be asked again.
create table payment_refunds (
  order_id text primary key references payment_orders (order_id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  reason text,
  -- requested → done (cancelled with the provider, learner back to Free) | failed (the provider refused)
  status text not null default 'requested' check (status in ('requested', 'done', 'failed')),
  -- the payment-refund job carrying out the latest request
  job_id uuid not null,
  failure_code text,
  requested_at timestamptz not null default now(),
  done_at timestamptz
);
create index payment_refunds_user_idx on payment_refunds (user_id);
