-- The overview's read of one plan day (ledger, task sessions, overrides, forced days, linked
-- wordbooks, their sessions) as a PL/pgSQL function: PL/pgSQL keeps the statement's plan for the
-- connection, where the same statement sent as text is parsed and planned again on every request
-- (1–2 ms of a 4 ms read). sql/src/queries/study-plan-overview-day.ts says what each part is.
create or replace function study_plan_overview_day(
  p_user_id uuid, p_plan_id uuid, p_day date, p_forced_from date, p_book_days date[], p_since timestamptz
) returns json language plpgsql stable as $$
begin
  return (
    with ledger as (
      select d.day, d.status, d.new_planned, d.new_done, d.carried_new, d.reviews, d.review_done
      from study_plan_days d where d.study_plan_id = p_plan_id and d.day = p_day
    ), book_days as (
      -- Read through = any(array(…)) below, so the links' key is searched per day, not scanned over the whole history.
      select unnest(p_book_days) as day
      union select (r->>'date')::date from ledger, jsonb_array_elements(ledger.reviews) r where (r->>'carried')::boolean
    ), links as (
      select l.bound_on, l.created_at, b.id, b.name,
        (select count(*) from words w where w.wordbook_id = b.id)::int as words_count,
        (select count(distinct i.word_text) from practice_items i join practice_sessions s on s.id = i.session_id
          where s.wordbook_id = b.id and s.user_id = p_user_id and i.mastered_at is not null)::int as mastered_words
      from study_plan_links l join wordbooks b on b.id = l.wordbook_id and not b.deleted and b.user_id = p_user_id
      where l.study_plan_id = p_plan_id and l.bound_on = any(array(select bd.day from book_days bd))
    ), day_sessions as (
      select s.wordbook_id, s.id, s.created_at,
        to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso,
        to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_iso,
        s.progress_done, s.progress_total, s.status, s.total_words,
        (select count(distinct i.word_text) from practice_items i where i.session_id = s.id)::int as unique_words,
        (select count(distinct i.word_text) from practice_items i where i.session_id = s.id and i.mastered_at is not null)::int as words_done
      from practice_sessions s
      where s.user_id = p_user_id and s.wordbook_id = any(array(select lk.id from links lk)) and s.created_at >= p_since and s.status <> 'cancelled'
    )
    select json_build_object(
      'ledger', (select json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'status', d.status, 'newPlanned', d.new_planned, 'newDone', d.new_done,
        'carriedNew', d.carried_new, 'reviews', d.reviews, 'reviewDone', d.review_done) from ledger d),
      'taskSessions', coalesce((select json_agg(json_build_object('id', s.id, 'wordbookId', s.wordbook_id, 'task', s.study_task, 'status', s.status,
          'progressDone', s.progress_done, 'progressTotal', s.progress_total,
          'wordIds', coalesce((select array_agg(distinct i.word_id::text) from practice_items i where i.session_id = s.id and i.word_id is not null), '{}'))
        order by s.created_at desc)
        from practice_sessions s
        where s.study_plan_id = p_plan_id and s.study_day = p_day and s.user_id = p_user_id and s.status in ('active', 'completed')), '[]'),
      'overrides', json_build_object(
        'wordsCount', (select o.count from study_plan_word_overrides o where o.study_plan_id = p_plan_id and o.day = p_day and o.scope = 'day'),
        'testsStudy', (select t.study from study_plan_test_overrides t where t.study_plan_id = p_plan_id and t.day = p_day and t.scope = 'day'),
        'testsReview', (select t.review from study_plan_test_overrides t where t.study_plan_id = p_plan_id and t.day = p_day and t.scope = 'day'),
        'forcedStudy', exists (select 1 from study_plan_day_modes m where m.study_plan_id = p_plan_id and m.day = p_day and m.mode = 'study')),
      'forcedDays', array(select to_char(m.day, 'YYYY-MM-DD') from study_plan_day_modes m
        where m.study_plan_id = p_plan_id and m.mode = 'study' and m.day between p_forced_from and p_day),
      'linked', coalesce((select json_agg(json_build_object('boundOn', to_char(l.bound_on, 'YYYY-MM-DD'), 'id', l.id, 'name', l.name,
        'wordsCount', l.words_count, 'masteredWords', l.mastered_words) order by l.bound_on, l.created_at) from links l), '[]'),
      'linkedDays', array(select to_char(b.day, 'YYYY-MM-DD') from book_days b),
      'sessions', coalesce((select json_agg(json_build_object('wordbookId', s.wordbook_id, 'id', s.id, 'createdAt', s.created_iso, 'updatedAt', s.updated_iso,
        'progressDone', s.progress_done, 'progressTotal', s.progress_total, 'status', s.status, 'targetWords', s.total_words,
        'uniqueWords', s.unique_words, 'wordsDone', s.words_done) order by s.created_at) from day_sessions s), '[]'))
  );
end
$$;
