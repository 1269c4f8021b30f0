-- Help requests a learner writes on /help, and the answers the support team sends back (also e-mailed).
create table support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  subject text not null,
  message text not null,
  -- open: waiting for support; answered: support replied; closed: nothing more to do
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz
);
create index support_tickets_user_idx on support_tickets (user_id, created_at desc);
create index support_tickets_status_idx on support_tickets (status, updated_at);

create table support_ticket_replies (
  id bigint generated always as identity primary key,
  ticket_id uuid not null references support_tickets (id) on delete cascade,
  author_user_id uuid references users (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now()
);
create index support_ticket_replies_ticket_idx on support_ticket_replies (ticket_id, id);
