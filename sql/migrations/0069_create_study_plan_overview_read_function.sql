-- The overview's whole read in one round trip: the plan the dashboard shows (the active one, else
-- the scheduled one that starts first), its today in its time zone, that day's local midnight, the
-- days a review could come from (today minus each global or per-weekday offset; only today for an
-- adaptive plan), and the day's read (study_plan_overview_day). In PL/pgSQL so its plans are kept
-- for the connection: the same statement sent as text costs more to plan (0.7 ms) than to run.
-- The API checks the reckoning against its own (sql/src/queries/study-plan-overview-day.ts).
create or replace function study_plan_overview_read(p_user_id uuid, p_now timestamptz, p_offset_max int)
returns table (plan_id uuid, read_day date, read_since timestamptz, book_days date[], day json)
language plpgsql stable as $$
declare
  v_plan study_plans;
begin
  -- The same choice as findActivePlan, then findNextScheduledPlan (sql/src/queries/study-plans.ts).
  select * into v_plan from study_plans p
  where p.user_id = p_user_id and p.status in ('active', 'scheduled')
  order by p.status = 'active' desc, p.start_date_utc, p.created_at limit 1;
  if not found then return; end if;
  plan_id := v_plan.id;
  read_day := (p_now at time zone v_plan.timezone)::date;
  read_since := read_day::timestamp at time zone v_plan.timezone;
  book_days := array[read_day];
  if v_plan.review_mode <> 'fsrs' then
    book_days := book_days || array(
      select distinct read_day - o.n from (
        select jsonb_array_elements_text(v_plan.review_offsets_global)::int as n
        union select jsonb_array_elements_text(e.value)::int
        from jsonb_each(case when jsonb_typeof(v_plan.review_offsets_by_day) = 'object' then v_plan.review_offsets_by_day else '{}' end) e
      ) o where o.n between 1 and p_offset_max);
  end if;
  day := study_plan_overview_day(p_user_id, v_plan.id, read_day, read_day - p_offset_max, book_days, read_since);
  return next;
end
$$;
