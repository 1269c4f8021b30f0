-- Reviews at fixed offsets (the spec's SRS-lite), or adaptive: due dates from FSRS over each word's practice answers.
alter table study_plans add column review_mode text not null default 'fixed' check (review_mode in ('fixed', 'fsrs'));
