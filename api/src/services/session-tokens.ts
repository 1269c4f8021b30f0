import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token (what the cookie carries) and the hash the database keeps. */
export function newSessionToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export const hashSessionToken = (token: string): Buffer => createHash('sha256').update(token).digest();
