-- A practice question's three statements (serve the next item, read the item being answered,
-- record the answer) as PL/pgSQL functions, whose plans Postgres keeps for the connection: sent as
-- text, each was planned again on every request, 0.46–0.53 ms against 0.10–0.16 ms to run
-- (docs/benchmarks.md, "Practice and the level test in fewer statements").
-- sql/src/queries/practice.ts says what each returns.
-- Every column is qualified: the output columns are variables inside the function.

create function practice_next_item(p_user_id uuid, p_session_id uuid)
returns table (
  "sessionId" uuid, "wordbookId" uuid, status text, "chunkSize" int, "showProgress" boolean,
  "progressDone" int, "progressTotal" int, "itemId" uuid, mode text, question jsonb, "attemptCount" int
)
language plpgsql stable as $$
begin
  return query
  select s.id, s.wordbook_id, s.status, s.chunk_size, s.show_progress, s.progress_done, s.progress_total,
         i.id, i.mode, i.question, i.attempt_count
  from practice_sessions s
  left join lateral (
    select n.id, n.mode, n.question, n.attempt_count from practice_items n
    where n.session_id = s.id and not n.done
    order by n.position, n.id
    limit 1
  ) i on s.status = 'active'
  where s.id = p_session_id and s.user_id = p_user_id;
end
$$;

create function practice_item_for_answer(p_user_id uuid, p_session_id uuid, p_item_id uuid)
returns table (
  status text, "chunkSize" int, "itemId" uuid, "wordText" text, mode text, question jsonb, "correctIndex" int,
  accepted jsonb, "correctAnswer" text, "attemptCount" int, "correctCount" int, required int, done boolean,
  "position" int, "isCurrent" boolean
)
language plpgsql stable as $$
begin
  return query
  select s.status, s.chunk_size, i.id, i.word_text, i.mode, i.question, i.correct_index, i.accepted,
         i.correct_answer, i.attempt_count, i.correct_count, i.required, i.done, i.position,
         coalesce(i.id = (select c.id from practice_items c where c.session_id = i.session_id and not c.done
                          order by c.position, c.id limit 1), false)
  from practice_items i join practice_sessions s on s.id = i.session_id
  where i.id = p_item_id and i.session_id = p_session_id and i.user_id = p_user_id and s.user_id = p_user_id;
end
$$;

-- One graded answer: the item (counts, mastery, new queue position), the session (progress, counts,
-- completion) and the attempt, all or nothing. The item must still be at the attempt count the
-- grader read and the session still active, so a double submit or a race with cancel records nothing.
create function practice_record_answer(
  p_user_id uuid, p_session_id uuid, p_item_id uuid, p_seen_attempt_count int, p_is_correct boolean,
  p_new_position int, p_mode text, p_word_text text, p_question jsonb, p_answer jsonb, p_user_response text
)
returns table ("progressDone" int, "progressTotal" int, status text, "itemDone" boolean)
language plpgsql volatile as $$
declare
  gain int := case when p_is_correct then 1 else 0 end;
begin
  -- An answer commits without waiting for the WAL flush (Postgres's per-transaction asynchronous
  -- commit): a database crash may lose the last moment's answers, never corrupt them.
  perform set_config('synchronous_commit', 'off', true);
  return query
  with item as (
    update practice_items i set
      attempt_count = i.attempt_count + 1,
      correct_count = i.correct_count + gain,
      done = i.correct_count + gain >= i.required,
      mastered_at = case when i.correct_count + gain >= i.required then now() end,
      position = case when i.correct_count + gain >= i.required then i.position else p_new_position end
    where i.id = p_item_id and i.session_id = p_session_id and i.user_id = p_user_id
      and i.attempt_count = p_seen_attempt_count and not i.done
      and exists (select 1 from practice_sessions a where a.id = p_session_id and a.user_id = p_user_id and a.status = 'active')
    returning i.id, i.done
  ),
  session as (
    update practice_sessions s set
      progress_done = s.progress_done + gain,
      questions_count = s.questions_count + 1,
      correct_count = s.correct_count + gain,
      incorrect_count = s.incorrect_count + 1 - gain,
      status = case when s.progress_done + gain >= s.progress_total then 'completed' else s.status end,
      ended_at = case when s.progress_done + gain >= s.progress_total then now() else s.ended_at end,
      updated_at = now()
    from item
    where s.id = p_session_id and s.user_id = p_user_id and s.status = 'active'
    returning s.progress_done, s.progress_total, s.status
  ),
  attempt as (
    insert into practice_attempts (session_id, item_id, user_id, mode, word_text, question, answer, user_response, is_correct)
    select p_session_id, item.id, p_user_id, p_mode, p_word_text, p_question, p_answer, p_user_response, p_is_correct
    from item, session
    returning 1
  )
  select session.progress_done, session.progress_total, session.status, item.done
  from session, item, (select count(*) from attempt) as recorded;
end
$$;
