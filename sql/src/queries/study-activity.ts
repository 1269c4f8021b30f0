import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** A learner's real activity for the study dashboard: practice answers per local day, and recent wordbooks. */

export const ZAnswerDay = z.object({ date: z.string(), answers: z.number() });

/** Practice answers per calendar day in a time zone, every day the learner answered, oldest first. */
export function listAnswerDays(db: CommonQueryMethods, args: { userId: string; timezone: string }) {
  return db.any(sql.type(ZAnswerDay)`
    select to_char((a.created_at at time zone ${args.timezone})::date, 'YYYY-MM-DD') as date, count(*)::int as answers
    from practice_attempts a where a.user_id = ${args.userId}
    group by 1 order by 1`);
}

export const ZRecentWordbook = z.object({ id: z.string(), name: z.string(), wordsCount: z.number(), lastActivity: z.string() });

/** The learner's wordbooks by their latest change or practice, newest first. */
export function listRecentWordbooks(db: CommonQueryMethods, args: { userId: string; limit: number }) {
  return db.any(sql.type(ZRecentWordbook)`
    select b.id, b.name, (select count(*) from words w where w.wordbook_id = b.id)::int as "wordsCount",
      to_char(greatest(b.updated_at, coalesce(s.last, b.updated_at)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastActivity"
    from wordbooks b
    left join lateral (select max(p.updated_at) as last from practice_sessions p where p.wordbook_id = b.id and p.user_id = ${args.userId}) s on true
    where b.user_id = ${args.userId} and not b.deleted
    order by greatest(b.updated_at, coalesce(s.last, b.updated_at)) desc
    limit ${args.limit}`);
}
