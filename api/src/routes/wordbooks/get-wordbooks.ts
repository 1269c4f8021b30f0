import { ZWordOrder } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { answerFromReadCache } from '../../plugins/read-cache.ts';
import { listUserWordbooks } from '../../services/wordbooks.ts';
import { defineRoute } from '../define-route.ts';

const ZListWordbooksQuery = z.object({ order: ZWordOrder.default('oldest') });

/** GET /api/wordbooks[?order=oldest|newest] → {wordbooks}: the user's live wordbooks with word_count, oldest first by default. */
export const getWordbooks = defineRoute({
  method: 'GET',
  path: '/api/wordbooks',
  query: ZListWordbooksQuery,
  handler: ({ db, user, query, request, h }) =>
    answerFromReadCache(request, h, `wordbooks:${query.order}`, async () => ({ wordbooks: await listUserWordbooks(db, user.id, query.order) })),
});
