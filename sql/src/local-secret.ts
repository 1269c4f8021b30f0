import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR, created on first use: lets a development machine run without
 * configuration while every process on it shares the same value. Production sets env vars.
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const value = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
      return value;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
