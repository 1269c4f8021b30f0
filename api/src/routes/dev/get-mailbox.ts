import { ZMailboxResponse } from '@wordbook/core/contract/accounts';
import { listOutbox } from '@wordbook/sql/queries/outbox';
import { devToolsOn } from '@wordbook/sql/server-env';
import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { defineRoute } from '../define-route.ts';

export const ZMailboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /api/dev/mailbox?to&limit → {messages} newest first; only where the development conveniences are on (DEV_TOOLS). */
export const getDevMailbox = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox',
  auth: 'public',
  query: ZMailboxQuery,
  handler: async ({ env, db, query }) => {
    if (!devToolsOn(env)) throw notFound();
    return ZMailboxResponse.parse({ messages: await listOutbox(db, query) });
  },
});
