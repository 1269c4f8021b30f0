import { listOutbox } from '@wordbook/sql/queries/outbox';
import { devToolsOn } from '@wordbook/sql/server-env';
import { notFound } from '../../extensions/domain-error.ts';
import { defineRoute } from '../define-route.ts';
import { ZMailboxQuery } from './get-mailbox.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * GET /dev/mailbox: the e-mails the product has "sent" while no SMTP server is configured,
 * newest first, as plain text (every value escaped). Only where the development conveniences are on (DEV_TOOLS).
 */
export const getDevMailboxPage = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  auth: 'public',
  query: ZMailboxQuery,
  handler: async ({ env, db, query, h }) => {
    if (!devToolsOn(env)) throw notFound();
    const messages = await listOutbox(db, query);
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.kind)} · ${escapeHtml(m.transport)} · <time>${escapeHtml(m.createdAt)}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Wordbook</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9dee3;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#52606d;font-size:.9rem;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit;margin:0}</style></head>
<body><h1>Dev mailbox</h1>
<p>E-mails kept in the outbox because no SMTP server is configured (SMTP_URL). Newest first. Only on a development machine (served on a loopback address, or DEV_TOOLS=true).</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
    return h.response(html).type('text/html; charset=utf-8').header('cache-control', 'no-store');
  },
});
