import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './server-env.ts';

const trackedSources = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));

const self = path.relative(repoRoot, new URL(import.meta.url).pathname);

/** Files (besides this test) whose text matches `pattern`. */
const filesMatching = (pattern: RegExp) => trackedSources().filter(({ file, text }) => file !== self && pattern.test(text)).map(({ file }) => file);

/** Every statement carries a row schema or the `void` alias: an untyped statement would skip the result parser. */
describe('typed SQL', () => {
  it('scans the tracked TypeScript of the whole repository', () => {
    expect(trackedSources().length).toBeGreaterThan(100);
  });

  it('uses sql.unsafe nowhere, however it is spelled', () => {
    expect(filesMatching(/\bsql\s*\.\s*unsafe\b/)).toEqual([]);
  });

  it('builds a raw query token only in the pg-boss adapter, whose SQL is pg-boss’s own', () => {
    expect(filesMatching(/SLONIK_TOKEN_QUERY/)).toEqual(['sql/src/pg-boss-executor.ts']);
  });

  it('creates the sql tag once, with its type aliases, and nothing takes slonik’s bare tag', () => {
    expect(filesMatching(/\bcreateSqlTag\b/)).toEqual(['sql/src/sql-tag.ts']);
    expect(filesMatching(/import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'slonik'/)).toEqual([]);
  });
});
