-- An optional exam the plan aims at (a date, and a wordbook or a word count to finish before it),
-- and the date ranges the learner keeps as vacation, each {start, end} in local dates.
alter table study_plans
  add column exam_date date,
  add column exam_wordbook_id uuid references wordbooks (id) on delete set null,
  add column exam_words integer check (exam_words between 1 and 100000),
  add column exam_review_days integer check (exam_review_days between 0 and 365),
  add column vacation_ranges jsonb not null default '[]';

create index study_plans_exam_wordbook_id_idx on study_plans (exam_wordbook_id) where exam_wordbook_id is not null;
