-- A practice session a study plan opened for one of a day's tasks (a review chunk, or the test
-- after study or after review): its answers are that task's progress on the dashboard.
alter table practice_sessions
  add column study_plan_id uuid references study_plans (id) on delete set null,
  add column study_task text check (study_task in ('review', 'test-study', 'test-review')),
  add column study_day date;
create index practice_sessions_study_task_idx on practice_sessions (study_plan_id, study_day, study_task) where study_plan_id is not null;
