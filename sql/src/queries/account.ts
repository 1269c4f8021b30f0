import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Account writes and lookups beyond users.ts. A withdrawn account keeps its e-mail
 * and username until it is purged, so the existence checks include it.
 */
const ZExists = z.object({ exists: z.boolean() });

export function usernameExists(db: CommonQueryMethods, username: string, exceptUserId?: string) {
  const except = exceptUserId ? sql.fragment`and id <> ${exceptUserId}` : sql.fragment``;
  return db.oneFirst(sql.type(ZExists)`select exists (select 1 from users where username = ${username} ${except}) as exists`);
}

export function emailExists(db: CommonQueryMethods, email: string) {
  return db.oneFirst(sql.type(ZExists)`select exists (select 1 from users where email = ${email}) as exists`);
}

const ZCredentialRow = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  googleId: z.string().nullable(),
  passwordHash: z.string().nullable(),
  status: z.enum(['active', 'suspended', 'banned']),
  deleted: z.boolean(),
});
export type TCredentialRow = z.infer<typeof ZCredentialRow>;
const credentialColumns = sql.fragment`
  id, email, full_name as "fullName", google_id as "googleId", password_hash as "passwordHash", status,
  deleted_at is not null as deleted`;

/** A live account's credentials (password hash included): for password checks only. */
export function findCredentials(db: CommonQueryMethods, userId: string) {
  return db.maybeOne(sql.type(ZCredentialRow)`select ${credentialColumns} from users where id = ${userId} and deleted_at is null`);
}

/** By e-mail, withdrawn accounts included (they still hold the address). */
export function findCredentialsByEmail(db: CommonQueryMethods, email: string) {
  return db.maybeOne(sql.type(ZCredentialRow)`select ${credentialColumns} from users where email = ${email}`);
}

/** By Google subject, withdrawn accounts included. */
export function findCredentialsByGoogleId(db: CommonQueryMethods, googleId: string) {
  return db.maybeOne(sql.type(ZCredentialRow)`select ${credentialColumns} from users where google_id = ${googleId}`);
}

export function recordLogin(db: CommonQueryMethods, userId: string) {
  return db.query(sql.typeAlias('void')`update users set last_login_at = now() where id = ${userId}`);
}

export function updateProfile(
  db: CommonQueryMethods,
  args: { userId: string; fullName?: string; username?: string; languages?: string[] },
) {
  const sets = [sql.fragment`updated_at = now()`];
  if (args.fullName !== undefined) sets.push(sql.fragment`full_name = ${args.fullName}`);
  if (args.username !== undefined) sets.push(sql.fragment`username = ${args.username}`);
  if (args.languages !== undefined) sets.push(sql.fragment`preferred_definition_languages = ${sql.array(args.languages, 'text')}`);
  return db.query(sql.typeAlias('void')`update users set ${sql.join(sets, sql.fragment`, `)} where id = ${args.userId} and deleted_at is null`);
}

export function setPasswordHash(db: CommonQueryMethods, args: { userId: string; passwordHash: string }) {
  return db.query(sql.typeAlias('void')`update users set password_hash = ${args.passwordHash}, updated_at = now() where id = ${args.userId}`);
}

export function linkGoogleId(db: CommonQueryMethods, args: { userId: string; googleId: string }) {
  return db.query(sql.typeAlias('void')`update users set google_id = ${args.googleId}, updated_at = now() where id = ${args.userId} and google_id is null`);
}

/** Withdraws an account: it disappears from every live lookup now and is purged later. */
export function markAccountDeleted(db: CommonQueryMethods, userId: string) {
  return db.query(sql.typeAlias('void')`update users set deleted_at = now(), updated_at = now() where id = ${userId} and deleted_at is null`);
}

/** Deletes accounts withdrawn more than `months` months ago; returns how many. */
export async function purgeWithdrawnAccounts(db: CommonQueryMethods, months: number): Promise<number> {
  const rows = await db.any(sql.type(z.object({ id: z.string() }))`
    delete from users where deleted_at is not null and deleted_at < now() - make_interval(months => ${months})
    returning id`);
  return rows.length;
}
