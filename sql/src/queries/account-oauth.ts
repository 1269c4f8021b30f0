import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

const ZOauthStateRow = z.object({
  browserHash: z.instanceof(Buffer),
  provider: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  returnTo: z.string().nullable(),
  deviceId: z.string().nullable(),
});

export function insertOauthState(
  db: CommonQueryMethods,
  args: { stateHash: Buffer; browserHash: Buffer; provider: string; codeVerifier: string; nonce: string; returnTo: string | null; deviceId: string | null },
) {
  return db.query(sql.typeAlias('void')`
    insert into oauth_states (state_hash, browser_hash, provider, code_verifier, nonce, return_to, device_id, expires_at)
    values (${sql.binary(args.stateHash)}, ${sql.binary(args.browserHash)}, ${args.provider}, ${args.codeVerifier},
            ${args.nonce}, ${args.returnTo}, ${args.deviceId}, now() + interval '10 minutes')`);
}

/** Takes a state once: deleted as it is read; null when unknown or expired. */
export async function takeOauthState(db: CommonQueryMethods, stateHash: Buffer) {
  const row = await db.maybeOne(sql.type(ZOauthStateRow.extend({ expired: z.boolean() }))`
    delete from oauth_states where state_hash = ${sql.binary(stateHash)}
    returning browser_hash as "browserHash", provider, code_verifier as "codeVerifier", nonce,
              return_to as "returnTo", device_id as "deviceId", expires_at <= now() as expired`);
  if (Math.random() < 0.05) await db.query(sql.typeAlias('void')`delete from oauth_states where expires_at < now()`);
  return row && !row.expired ? row : null;
}
