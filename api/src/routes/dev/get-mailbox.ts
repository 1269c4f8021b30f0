import type { ServerRoute } from '@hapi/hapi';
import { ZMailboxResponse } from '@wordbook/core/contract/accounts';
import { listOutbox } from '@wordbook/sql/queries/outbox';
import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { zodValidator } from '../../validate.ts';

export const ZMailboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /api/dev/mailbox?to&limit → {messages} newest first; not in production. */
export const getDevMailbox: ServerRoute = {
  method: 'GET',
  path: '/api/dev/mailbox',
  options: { auth: false, validate: { query: zodValidator(ZMailboxQuery) } },
  handler: async (request) => {
    if (request.server.app.env.NODE_ENV === 'production') throw notFound();
    const query = request.query as z.output<typeof ZMailboxQuery>;
    return ZMailboxResponse.parse({ messages: await listOutbox(request.server.app.pool, query) });
  },
};
