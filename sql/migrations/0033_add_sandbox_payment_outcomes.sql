-- The sandbox widget can also simulate a slow provider (confirm answers after a delay) and a
-- payment the provider already processed (confirm answers ALREADY_PROCESSED_PAYMENT).
alter table sandbox_payments add column confirm_delay_ms integer not null default 0 check (confirm_delay_ms between 0 and 30000);
