import { describe, expect, it } from 'vitest';
import { devToolsOn, environmentConflicts, servedOnLoopback, ZServerEnv } from './server-env.ts';

const env = (vars: Record<string, string> = {}) => ZServerEnv.parse(vars);

describe('development conveniences', () => {
  it('are on by default on this machine: no PUBLIC_URL means http://localhost:PORT', () => {
    expect(servedOnLoopback(env())).toBe(true);
    expect(devToolsOn(env())).toBe(true);
    for (const url of ['http://127.0.0.1:3100', 'http://localhost:3000', 'http://[::1]:3000']) expect(devToolsOn(env({ PUBLIC_URL: url }))).toBe(true);
  });

  it('are off behind a public address and in production, unless switched on explicitly', () => {
    expect(devToolsOn(env({ PUBLIC_URL: 'https://wordbook.example.com' }))).toBe(false);
    expect(devToolsOn(env({ PUBLIC_URL: 'http://192.168.1.20:3000' }))).toBe(false);
    expect(devToolsOn(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(devToolsOn(env({ NODE_ENV: 'production', DEV_TOOLS: 'true' }))).toBe(true);
    expect(devToolsOn(env({ DEV_TOOLS: 'false' }))).toBe(false);
  });

  it('refuse to start when switched on behind a public address', () => {
    expect(environmentConflicts(env({ PUBLIC_URL: 'https://wordbook.example.com', DEV_TOOLS: 'true' }))).toEqual([
      'DEV_TOOLS: the development conveniences cannot be on behind a public PUBLIC_URL',
    ]);
    expect(environmentConflicts(env({ PUBLIC_URL: 'https://wordbook.example.com', ENABLE_SELFTEST_ROUTE: '1' }))).toHaveLength(1);
    expect(environmentConflicts(env({ PUBLIC_URL: 'http://127.0.0.1:3000', DEV_TOOLS: 'true' }))).toEqual([]);
    expect(environmentConflicts(env({ NODE_ENV: 'production' }))).toEqual(['SESSION_SECRET: required in production']);
  });
});
