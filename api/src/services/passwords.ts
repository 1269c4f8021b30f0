import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, parallelism 1. */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/**
 * Checks a password; with no stored hash it still spends the same effort on a dummy hash,
 * so an unknown account answers in about the same time as a known one.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('not-a-real-password', OPTIONS));
