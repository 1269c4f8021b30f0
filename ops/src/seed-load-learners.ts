import { hashPassword } from '@wordbook/api/services/passwords';
import { EVERY_DAY_OF_WEEK } from '@wordbook/core/rules/study-plan-rules';
import { parseArgs } from 'node:util';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';
import { prepareDatabase } from './prepare-database.ts';

const ZArgs = z.object({
  learners: z.coerce.number().int().min(1, '--learners must be at least 1').max(100_000),
  words: z.coerce.number().int().min(4, '--words must be at least 4 (practice needs choices)').max(300, '--words is at most 300 (the wordbook cap)'),
  prefix: z.string().regex(/^[a-z][a-z0-9_]{1,12}$/, '--prefix: 2 to 13 lowercase letters, digits or underscores'),
  password: z.string().min(8, '--password must be at least 8 characters'),
  plan: z.enum(['pro', 'free'], { errorMap: () => ({ message: '--plan is pro or free' }) }),
});

/**
 * `ops loadtest seed --learners N [--words W] [--prefix P] [--password X] [--plan pro|free]`: N
 * learners `<prefix>1…N` with one password and a wordbook of W words each, for the load scenarios
 * (which sign them in; they never create their own data). Each has an active study plan, started
 * a week ago, with the wordbook bound to today (new words) and to 1, 3 and 7 days ago (reviews).
 * Pro for a year by default; `--plan free` makes buyers for the checkout journey, each able to
 * buy passes up to the 12-month limit. Set-based SQL, so thousands take seconds; running it again
 * resets the passwords and plans and keeps existing wordbooks and study plans.
 */
export async function seedLoadLearners(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      learners: { type: 'string', default: '20' },
      words: { type: 'string', default: '30' },
      prefix: { type: 'string', default: 'loadtest' },
      password: { type: 'string', default: 'loadtest-password' },
      plan: { type: 'string', default: 'pro' },
    },
  });
  const args = ZArgs.parse(values);
  const passwordHash = await hashPassword(args.password);
  await withDatabase(async (pool, database) => {
    await prepareDatabase(database.url, () => {});
    const created = await pool.transaction(async (tx) => {
      const users = await tx.any(sql.type(z.object({ id: z.string() }))`
        insert into users (email, username, full_name, password_hash, plan, pro_expires_on)
        select ${args.prefix} || n || '@example.com', ${args.prefix} || n, 'Load Learner ' || n, ${passwordHash}, ${args.plan},
          case when ${args.plan} = 'pro' then current_date + 365 end
        from generate_series(1, ${args.learners}) as n
        on conflict (username) do update set password_hash = excluded.password_hash, status = 'active', deleted_at = null,
          plan = excluded.plan, pro_expires_on = excluded.pro_expires_on
        returning id`);
      const ids = users.map((u) => u.id);
      const wordbooks = await tx.any(sql.type(z.object({ id: z.string(), user_id: z.string() }))`
        insert into wordbooks (user_id, name)
        select u.id, 'Load test' from unnest(${sql.array(ids, 'uuid')}) as u(id)
        where not exists (select 1 from wordbooks w where w.user_id = u.id and w.name = 'Load test' and not w.deleted)
        returning id, user_id`);
      await tx.query(sql.typeAlias('void')`
        insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin)
        select b.id, b.user_id, 'term' || n, 'the meaning of term ' || n, 'user', 'We wrote term' || n || ' on the board.', 'user'
        from unnest(${sql.array(wordbooks.map((b) => b.id), 'uuid')}, ${sql.array(wordbooks.map((b) => b.user_id), 'uuid')}) as b(id, user_id),
             generate_series(1, ${args.words}) as n`);
      await tx.query(sql.typeAlias('void')`
        with plans as (
          insert into study_plans (user_id, status, timezone, start_date, start_date_utc, days_of_week, words_per_day, review_offsets_global, test_after_study, test_after_review)
          select b.user_id, 'active', 'UTC', utc_today - 7, (utc_today - 7)::timestamp at time zone 'UTC',
            ${sql.jsonb(EVERY_DAY_OF_WEEK)}, ${args.words}, ${sql.jsonb([1, 3, 7])}, 'all', 'all'
          from unnest(${sql.array(wordbooks.map((b) => b.user_id), 'uuid')}) as b(user_id), (select (now() at time zone 'UTC')::date as utc_today) t
          where not exists (select 1 from study_plans p where p.user_id = b.user_id and p.status = 'active')
          returning id, user_id
        )
        insert into study_plan_links (study_plan_id, wordbook_id, bound_on)
        select p.id, b.id, (now() at time zone 'UTC')::date - back
        from plans p join unnest(${sql.array(wordbooks.map((b) => b.id), 'uuid')}, ${sql.array(wordbooks.map((b) => b.user_id), 'uuid')}) as b(id, user_id) on b.user_id = p.user_id,
          unnest(array[0, 1, 3, 7]) as back`);
      return { learners: ids.length, wordbooks: wordbooks.length };
    });
    say(`${created.learners} ${args.plan === 'pro' ? 'Pro' : 'Free'} learners ${args.prefix}1…${args.prefix}${args.learners} (password "${args.password}"), ${created.wordbooks} new wordbooks of ${args.words} words, each bound to a study plan's days`);
  });
}

export const seedLoadLearnersCommand: TOpsCommand = {
  help: '--learners N [--words W] [--prefix P] [--password X] [--plan pro|free]: learners with wordbooks and study plans for loadtests/',
  run: seedLoadLearners,
};
