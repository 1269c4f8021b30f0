import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** Sign-up codes and password-reset links (table email_verifications of migration 0001). */
export const ZPendingSignup = z.object({ fullName: z.string(), username: z.string(), passwordHash: z.string() });
export type TPendingSignup = z.infer<typeof ZPendingSignup>;

const ZVerificationRow = z.object({
  id: z.string(),
  purpose: z.enum(['signup', 'password_reset']),
  email: z.string(),
  userId: z.string().nullable(),
  payload: z.unknown(),
  secretHash: z.instanceof(Buffer),
  attempts: z.number(),
  expired: z.boolean(),
  secondsSinceSent: z.number(),
  consumed: z.boolean(),
});
export type TVerificationRow = z.infer<typeof ZVerificationRow>;

const columns = sql.fragment`
  id, purpose, email, user_id as "userId", payload, secret_hash as "secretHash", attempts,
  expires_at <= now() as expired, extract(epoch from now() - last_sent_at)::float8 as "secondsSinceSent",
  consumed_at is not null as consumed`;

export function insertVerification(
  db: CommonQueryMethods,
  args: { id: string; purpose: 'signup' | 'password_reset'; email: string; userId: string | null; payload: TPendingSignup | Record<string, never>; secretHash: Buffer; validMinutes: number },
) {
  return db.query(sql.typeAlias('void')`
    insert into email_verifications (id, purpose, email, user_id, payload, secret_hash, expires_at)
    values (${args.id}, ${args.purpose}, ${args.email}, ${args.userId}, ${sql.jsonb(args.payload)},
            ${sql.binary(args.secretHash)}, now() + make_interval(mins => ${args.validMinutes}))`);
}

/** The row, locked for the caller's transaction (guesses and resends are counted one at a time). */
export function lockVerification(db: CommonQueryMethods, args: { id: string; purpose: 'signup' | 'password_reset' }) {
  return db.maybeOne(sql.type(ZVerificationRow)`
    select ${columns} from email_verifications where id = ${args.id} and purpose = ${args.purpose} for update`);
}

export function findVerificationBySecret(db: CommonQueryMethods, args: { secretHash: Buffer; purpose: 'signup' | 'password_reset' }) {
  return db.maybeOne(sql.type(ZVerificationRow)`
    select ${columns} from email_verifications
    where secret_hash = ${sql.binary(args.secretHash)} and purpose = ${args.purpose} for update`);
}

export function countWrongGuess(db: CommonQueryMethods, id: string) {
  return db.query(sql.typeAlias('void')`update email_verifications set attempts = attempts + 1 where id = ${id}`);
}

export function consumeVerification(db: CommonQueryMethods, id: string) {
  return db.query(sql.typeAlias('void')`update email_verifications set consumed_at = now() where id = ${id}`);
}

/** A new code for the same verification: the count of wrong guesses and the 10 minutes start again. */
export function renewVerification(db: CommonQueryMethods, args: { id: string; secretHash: Buffer; validMinutes: number }) {
  return db.query(sql.typeAlias('void')`
    update email_verifications
    set secret_hash = ${sql.binary(args.secretHash)}, attempts = 0, last_sent_at = now(),
        expires_at = now() + make_interval(mins => ${args.validMinutes})
    where id = ${args.id}`);
}

/** Earlier reset links of a user stop working when a new one is sent or one is used. */
export function consumeOpenResets(db: CommonQueryMethods, userId: string) {
  return db.query(sql.typeAlias('void')`
    update email_verifications set consumed_at = now()
    where user_id = ${userId} and purpose = 'password_reset' and consumed_at is null`);
}
