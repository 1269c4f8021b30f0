import { hashPassword } from '@wordbook/api/services/passwords';
import type { TRole } from '@wordbook/core/contract/session';
import type { DatabasePool } from '@wordbook/sql/pool';
import { randomBytes } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';

export const generatePassword = (): string => randomBytes(12).toString('base64url');

/**
 * Creates the account, or resets an existing one with that username or e-mail to the given
 * role, plan and password (so seeding twice still prints working credentials).
 */
export async function createOrResetAccount(
  pool: DatabasePool,
  account: { email: string; username: string; fullName: string; role: TRole; plan: 'free' | 'pro'; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  const proExpiresOn = account.plan === 'pro' ? sql.fragment`(current_date + 365)` : sql.fragment`null`;
  return pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name, password_hash, role, plan, pro_expires_on)
    values (${account.email}, ${account.username}, ${account.fullName}, ${passwordHash}, ${account.role},
            ${account.plan}, ${proExpiresOn})
    on conflict (username) do update set email = excluded.email, full_name = excluded.full_name,
      password_hash = excluded.password_hash, role = excluded.role, plan = excluded.plan,
      pro_expires_on = excluded.pro_expires_on, status = 'active', deleted_at = null, updated_at = now()
    returning id`);
}
