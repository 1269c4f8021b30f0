import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './server-env.ts';

/** Every statement carries a row schema or the `void` alias: `sql.unsafe` would skip the result parser. */
describe('typed SQL', () => {
  it('uses sql.unsafe nowhere in the repository', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const self = path.relative(repoRoot, new URL(import.meta.url).pathname);
    const offenders = files.filter((file) => file !== self && /\bsql\.unsafe`/.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
