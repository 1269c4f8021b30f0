import { ZSessionListQuery } from '@wordbook/core/contract/superadmin';
import { listSessions } from '../../services/superadmin.ts';
import { staffListRoute } from './staff-call.ts';

/**
 * GET /api/superadmin/sessions/active?q&page&pageSize&sort(lastSeenAt|createdAt)&order&all&userId
 * → {items, total}: live sessions (all=true: every session), each with its derived status.
 */
export const getSuperadminActiveSessions = staffListRoute('/api/superadmin/sessions/active', 'superadmin', ZSessionListQuery, listSessions);
