import { ZRole, ZUserStatus } from '@wordbook/core/contract/session';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';
import { aiPointsUsedThisMonth } from './ai-usage.ts';

export const ZUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  googleId: z.string().nullable(),
  role: ZRole,
  status: ZUserStatus,
  plan: z.enum(['free', 'pro']),
  proExpiresOn: z.string().nullable(),
  preferredDefinitionLanguages: z.array(z.string()),
  monthlyAiUsagePoints: z.number(),
  level: z.number().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

/**
 * The user columns, camelCased once; `t` is the table's alias in the query. The session check
 * (active_session_read, migration 0072) returns the same columns: a column added here goes there too
 * (sql/src/queries/sessions.test.ts compares the two).
 */
export const userColumns = (t = 'users') => {
  const c = (name: string) => sql.identifier([t, name]);
  return sql.fragment`
    ${c('id')} as id, ${c('email')} as email, ${c('username')} as username, ${c('full_name')} as "fullName",
    ${c('google_id')} as "googleId", ${c('role')} as role, ${c('status')} as status, ${c('plan')} as plan,
    ${c('pro_expires_on')} as "proExpiresOn",
    ${c('preferred_definition_languages')} as "preferredDefinitionLanguages",
    ${aiPointsUsedThisMonth(t)} as "monthlyAiUsagePoints", ${c('level')} as level,
    ${c('created_at')} as "createdAt", ${c('last_login_at')} as "lastLoginAt"`;
};

export function findUserById(db: CommonQueryMethods, id: string) {
  return db.maybeOne(sql.type(ZUserRow)`select ${userColumns()} from users where id = ${id} and deleted_at is null`);
}

export function findUserByLogin(db: CommonQueryMethods, login: { username?: string; email?: string }) {
  const where = login.email ? sql.fragment`email = ${login.email}` : sql.fragment`username = ${login.username ?? ''}`;
  return db.maybeOne(sql.type(ZUserRow.extend({ passwordHash: z.string().nullable() }))`
    select ${userColumns()}, password_hash as "passwordHash" from users where ${where} and deleted_at is null`);
}

export function insertUser(
  db: CommonQueryMethods,
  args: { email: string; username: string; fullName: string; passwordHash: string | null; role?: string; plan?: 'free' | 'pro'; proExpiresOn?: string | null; googleId?: string | null },
) {
  return db.one(sql.type(ZUserRow)`
    insert into users (email, username, full_name, password_hash, role, plan, pro_expires_on, google_id)
    values (${args.email}, ${args.username}, ${args.fullName}, ${args.passwordHash}, ${args.role ?? 'user'},
            ${args.plan ?? 'free'}, ${args.proExpiresOn ?? null}, ${args.googleId ?? null})
    returning ${userColumns()}`);
}
