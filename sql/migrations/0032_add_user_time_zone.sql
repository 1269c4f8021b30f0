-- The learner's own IANA time zone, taken from the browser at checkout: a Pro pass starts and ends
-- on the learner's calendar days, and the pass ends (back to Free) the day after its last day there.
-- Null means UTC.
alter table users add column time_zone text check (time_zone is null or length(time_zone) between 1 and 64);
-- the polling job looks for orders a confirm left unsettled or a learner left pending
create index payment_orders_unsettled_idx on payment_orders (updated_at) where status in ('pending', 'processing');
