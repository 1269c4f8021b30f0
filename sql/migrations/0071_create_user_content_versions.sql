-- A version of each learner's wordbooks and words, read with the session (findActiveSession), so the
-- API can answer the word and wordbook lists from memory until it changes (api/src/plugins/read-cache.ts).
-- Every write to words or wordbooks bumps it, whoever makes it (API, workers, ops, the SQL console);
-- a row's owner never changes.
create table user_content_versions (
  user_id uuid primary key references users (id) on delete cascade,
  version bigint not null,
  -- the transaction that last bumped it: one bump per transaction however many rows it wrote
  bumped_in xid8 not null
);

create function bump_user_content_version() returns trigger language plpgsql as $$
declare
  v_user_id uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  -- a user being deleted in this transaction takes its version row with it
  insert into user_content_versions as v (user_id, version, bumped_in)
  select v_user_id, 1, pg_current_xact_id() where exists (select 1 from users where id = v_user_id)
  on conflict (user_id) do update set version = v.version + 1, bumped_in = excluded.bumped_in
    where v.bumped_in <> excluded.bumped_in;
  return null;
end $$;

-- Deferred to commit, so the version row is the last lock a writing transaction takes: two
-- transactions writing the same words can wait for each other there but never deadlock on it.
create constraint trigger words_bump_user_content_version
  after insert or update or delete on words deferrable initially deferred
  for each row execute function bump_user_content_version();
create constraint trigger wordbooks_bump_user_content_version
  after insert or update or delete on wordbooks deferrable initially deferred
  for each row execute function bump_user_content_version();
