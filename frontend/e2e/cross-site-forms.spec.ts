import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLearner, signInLearner } from './support/learners.ts';

/**
 * A page of the same site on another port (SameSite=Lax sends it the learner's cookie) posts a
 * plain HTML form through a cross-origin 307 redirect, which the browser sends with Origin: null:
 * the product refuses it and stores nothing.
 */

let attacker: Server;
let attackerUrl = '';
const productOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(307, { location: `${productOrigin}/api/wordbooks` });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Win a prize</title>
      <form method="post" action="/redirect" enctype="application/x-www-form-urlencoded">
        <input name="name" value="Forged by another page"><button>Claim</button>
      </form>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('a form on another port of the same host cannot create a wordbook for a signed-in learner', async ({ browser }) => {
  const page = await signInLearner(browser, await createLearner('csrf', 'free'));
  await page.goto(attackerUrl);
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.url() === `${productOrigin}/api/wordbooks` && res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Claim' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(page.locator('body')).toContainText('Cross-site requests are not allowed.');

  const list = await page.request.get(`${productOrigin}/api/wordbooks`);
  const names = ((await list.json()) as { wordbooks: { name: string }[] }).wordbooks.map((w) => w.name);
  expect(names).not.toContain('Forged by another page');
});
