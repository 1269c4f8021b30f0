import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Counts one hit in a fixed window and returns the window's count and the seconds left.
 * One statement, so concurrent API processes count correctly.
 */
export function hitRateLimit(db: CommonQueryMethods, args: { key: string; windowSeconds: number }) {
  return db.one(sql.type(z.object({ hits: z.number(), secondsLeft: z.number() }))`
    insert into rate_limits as r (key, hits, window_ends_at)
    values (${args.key}, 1, now() + make_interval(secs => ${args.windowSeconds}))
    on conflict (key) do update set
      hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
    returning hits, ceil(extract(epoch from window_ends_at - now()))::int as "secondsLeft"`);
}

export function deleteExpiredRateLimits(db: CommonQueryMethods) {
  return db.query(sql.typeAlias('void')`delete from rate_limits where window_ends_at < now() - interval '1 hour'`);
}

/** A key's count in its current window, without counting a hit (null when no window is open). */
export function readRateLimit(db: CommonQueryMethods, key: string) {
  return db.maybeOne(sql.type(z.object({ hits: z.number(), secondsLeft: z.number() }))`
    select hits, ceil(extract(epoch from window_ends_at - now()))::int as "secondsLeft"
    from rate_limits where key = ${key} and window_ends_at > now()`);
}
