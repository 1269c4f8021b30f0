import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** Records a captcha solution as used; false when it had been used before (a replay). */
export async function redeemCaptcha(db: CommonQueryMethods, args: { signature: string; expiresAt: Date }): Promise<boolean> {
  const row = await db.maybeOne(sql.type(z.object({ signature: z.string() }))`
    insert into captcha_redemptions (signature, expires_at) values (${args.signature}, ${args.expiresAt.toISOString()})
    on conflict (signature) do nothing
    returning signature`);
  if (Math.random() < 0.02) await db.query(sql.typeAlias('void')`delete from captcha_redemptions where expires_at < now()`);
  return row !== null;
}
