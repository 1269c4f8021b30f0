-- Pro pass orders, the learner's plan history, and the provider's calls (document 3, §3.4–3.5).
-- Money is integers: KRW in whole won, USD in cents, the rate in ten-thousandths of a won.
create table payment_orders (
  -- the provider's orderId: 6–64 characters of letters, digits, '-' and '_'
  order_id text primary key check (order_id ~ '^[A-Za-z0-9_-]{6,64}$'),
  user_id uuid not null references users (id) on delete cascade,
  plan_code text not null check (plan_code in ('pro_3m', 'pro_6m', 'pro_12m')),
  months integer not null check (months in (3, 6, 12)),
  service_days integer not null check (service_days in (90, 180, 365)),
  amount_krw integer not null check (amount_krw > 0),
  usd_total_cents integer not null check (usd_total_cents > 0),
  fx_rate_units bigint not null check (fx_rate_units > 0),
  fx_source text not null,
  fx_as_of timestamptz not null,
  -- pending → processing (confirm under way) → paid | failed; pending → expired; paid → cancelled (refund)
  status text not null default 'pending' check (status in ('pending', 'processing', 'paid', 'failed', 'expired', 'cancelled')),
  payment_key text,
  payment_provider text not null,
  -- the one key every confirm of this order sends, so the provider charges once
  idempotency_key uuid not null default gen_random_uuid(),
  trial_eligible boolean not null,
  trial_applied boolean not null default false,
  trial_bonus_days integer not null default 0,
  service_starts_on date,
  service_ends_on date,
  failure_code text,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expire_at timestamptz not null,
  paid_at timestamptz,
  cancelled_at timestamptz
);
create index payment_orders_user_idx on payment_orders (user_id, created_at desc);
create index payment_orders_unpaid_idx on payment_orders (expire_at) where status in ('pending', 'processing');
create unique index payment_orders_payment_key_idx on payment_orders (payment_key) where payment_key is not null;

-- Every change of a learner's plan: purchases, refunds, expiries, staff grants.
create table plan_logs (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  plan text not null check (plan in ('free', 'pro')),
  reason text not null check (reason in ('purchase', 'refund', 'expired', 'staff')),
  source_label text not null,
  price_krw integer,
  start_date date,
  end_date date,
  order_id text references payment_orders (order_id) on delete set null,
  created_at timestamptz not null default now()
);
create index plan_logs_user_idx on plan_logs (user_id, created_at desc);
-- one purchase log and one refund log per order, whatever retries happen
create unique index plan_logs_order_reason_idx on plan_logs (order_id, reason) where order_id is not null;
-- one expiry log per pass end
create unique index plan_logs_expiry_idx on plan_logs (user_id, end_date) where reason = 'expired';
