import { sql } from '@wordbook/sql/sql-tag';
import type { DatabasePool } from '@wordbook/sql/pool';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';
import { prepareDatabase } from './prepare-database.ts';

const ZArgs = z.object({
  learners: z.coerce.number().int().min(1, '--learners must be at least 1').max(1_000_000),
  words: z.coerce.number().int().min(1, '--words must be from 1 to 300').max(300, '--words must be from 1 to 300'),
  answers: z.coerce.number().int().min(0, '--answers must be at least 0').max(100_000),
  prefix: z.string().regex(/^[a-z][a-z0-9_]{1,12}$/, '--prefix: 2 to 13 lowercase letters, digits or underscores'),
});
export type TSeedLoadArgs = z.infer<typeof ZArgs>;

/** Learners per transaction: each batch commits on its own, so a large seed never holds one huge transaction. */
const BATCH = 500;

/**
 * `ops db seed-load --learners N [--words W] [--answers A] [--prefix P]`: a database at scale
 * for measuring — N learners with a signed-in device, a wordbook of W words, one finished
 * practice session over it and A practice answers each (10 000 × 100 × 1 000 = a million words and ten million answers).
 * Set-based SQL inside Postgres (generate_series), so no row crosses the network; the learners
 * have no password and cannot sign in (`ops loadtest seed` makes the ones the scenarios use).
 */
export async function seedLoadData(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      learners: { type: 'string', default: '10000' },
      words: { type: 'string', default: '100' },
      answers: { type: 'string', default: '1000' },
      prefix: { type: 'string', default: 'scale' },
    },
  });
  const args = ZArgs.parse(values);
  await withDatabase(async (pool, database) => {
    await prepareDatabase(database.url, () => {});
    const started = Date.now();
    for (let from = 1; from <= args.learners; from += BATCH) {
      await seedBatch(pool, args, from, Math.min(args.learners, from + BATCH - 1));
      say(`${Math.min(args.learners, from + BATCH - 1)} of ${args.learners} learners (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await pool.query(sql.typeAlias('void')`analyze`);
    say(`seeded ${args.learners} learners, ${args.learners * args.words} words, ${args.learners * args.answers} practice answers in ${Math.round((Date.now() - started) / 1000)} s`);
  });
}

/** Learners `from…to` of the prefix, each with its wordbook, words, session, items and answers. */
export async function seedBatch(pool: DatabasePool, args: TSeedLoadArgs, from: number, to: number): Promise<void> {
  await pool.transaction(async (tx) => {
    await tx.query(sql.typeAlias('void')`set local synchronous_commit = off`);
    await tx.query(sql.typeAlias('void')`
      insert into users (email, username, full_name, password_hash, plan, pro_expires_on, level)
      select ${args.prefix} || n || '@example.com', ${args.prefix} || n, 'Scale Learner ' || n, null,
             case when n % 10 = 0 then 'pro' else 'free' end, case when n % 10 = 0 then current_date + 365 end, 1 + n % 14
      from generate_series(${from}::int, ${to}::int) as n
      on conflict (username) do nothing`);
    // one signed-in device each, so the session check meets a table of realistic size
    await tx.query(sql.typeAlias('void')`
      insert into sessions (token_hash, user_id, expires_at)
      select sha256(convert_to(gen_random_uuid()::text, 'UTF8')), u.id, now() + interval '1 day' from users u
      where u.username in (select ${args.prefix} || n from generate_series(${from}::int, ${to}::int) as n)
        and not exists (select 1 from sessions s where s.user_id = u.id)`);
    await tx.query(sql.typeAlias('void')`
      insert into wordbooks (user_id, name)
      select u.id, 'Everyday words' from users u
      where u.username in (select ${args.prefix} || n from generate_series(${from}::int, ${to}::int) as n)
        and not exists (select 1 from wordbooks w where w.user_id = u.id)`);
    // only the batch's new wordbooks get words, so a second run adds nothing
    await tx.query(sql.typeAlias('void')`
      create temporary table seed_books on commit drop as
      select w.id, w.user_id from wordbooks w join users u on u.id = w.user_id
      where u.username in (select ${args.prefix} || n from generate_series(${from}::int, ${to}::int) as n)
        and not exists (select 1 from words x where x.wordbook_id = w.id)`);
    await tx.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin)
      select b.id, b.user_id, 'word' || n, 'the meaning of word ' || n, 'user', 'We used word' || n || ' today.', 'user'
      from seed_books b, generate_series(1, ${args.words}::int) as n`);
    if (args.answers === 0) return;
    await tx.query(sql.typeAlias('void')`
      insert into practice_sessions (user_id, wordbook_id, status, modes, mode_settings, num_choices, show_progress,
                                     use_all_ai_data, total_words, progress_done, progress_total, questions_count, ended_at)
      select b.user_id, b.id, 'completed', array['mtwObj'], '{"mtwObj":{"required":1,"passes":1}}', 4, true, false,
             ${args.words}, ${args.words}, ${args.words}, ${args.answers}, now()
      from seed_books b`);
    await tx.query(sql.typeAlias('void')`
      insert into practice_items (session_id, user_id, word_id, word_text, mode, pass, required, correct_count, attempt_count,
                                  position, done, question, correct_index, correct_answer, mastered_at)
      select s.id, s.user_id, w.id, w.text, 'mtwObj', 1, 1, 1, 1, row_number() over (partition by s.id order by w.text), true,
             jsonb_build_object('type', 'mtwObj', 'data', jsonb_build_object('word', w.text)), 0, w.meaning, now()
      from practice_sessions s join seed_books b on b.id = s.wordbook_id join words w on w.wordbook_id = b.id`);
    await tx.query(sql.typeAlias('void')`
      insert into practice_attempts (session_id, item_id, user_id, mode, word_text, question, answer, user_response, is_correct, created_at)
      select i.session_id, i.id, i.user_id, i.mode, i.word_text, i.question, '{"index":0}', 'the meaning', (n + i.position) % 4 <> 0,
             now() - make_interval(days => n % 365)
      from practice_items i join seed_books b on b.user_id = i.user_id,
           generate_series(1, ceil(${args.answers}::numeric / ${args.words})::int) as n
      where (n - 1) * ${args.words} + i.position <= ${args.answers}`);
  });
}

export const seedLoadDataCommand: TOpsCommand = {
  help: '[--learners 10000] [--words 100] [--answers 1000] [--prefix P]: a database at scale for measuring',
  run: seedLoadData,
};
