import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOrResetAccount } from '../../../ops/src/create-account.ts';
import { productDatabaseEnv, withProductDatabase } from './database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A short tag that keeps this run's usernames and e-mails apart from earlier runs on the same database. */
export const runTag = (): string => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** `npm run ops -- …` against the product's database, as an operator would run it. Returns stdout. */
export function runOps(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'ops/src/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...productDatabaseEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
    timeout: 60_000,
    encoding: 'utf8',
  });
}

export type TAccount = { username: string; email: string; password: string; fullName: string };

/** An account with `role` (staff), made with the operators' account code on the product's database. */
export async function createAccountWithRole(role: 'user' | 'admin' | 'support' | 'moderator' | 'superadmin', account: TAccount): Promise<TAccount> {
  await withProductDatabase((pool) => createOrResetAccount(pool, { ...account, role, plan: 'free' }));
  return account;
}

/** Ticks the ALTCHA widget and waits until the browser has solved its proof of work. */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

/** Fills the login form on the current page and submits it. */
export async function logIn(page: Page, credential: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
  await page.getByLabel('Username or email').fill(credential);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** The text of the newest e-mail of `kind` sent to `to`, from the development mailbox (waits for it). */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox', { params: { to, limit: 10 } });
        const body = (await res.json()) as { messages: { kind: string; text: string }[] };
        found = body.messages.find((m) => m.kind === kind);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!.text;
}

/** A form field's live message, by the field's id. */
export const feedback = (page: Page, inputId: string) => page.locator(`#${inputId}-feedback`);

/** A screenshot for the record (and for looking at the layout); modals are taken as the viewport shows them. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  // The pictures are for a person to look at; CI has nobody to look, and a full-page capture costs its 2 cores seconds.
  if (process.env.CI) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}
