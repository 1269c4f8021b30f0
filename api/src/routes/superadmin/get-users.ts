import { ZUserListQuery } from '@wordbook/core/contract/superadmin';
import { listUsers } from '../../services/superadmin.ts';
import { staffListRoute } from './staff-call.ts';

/**
 * GET /api/superadmin/users?page&limit (5/10/20/50/100, default 50) with search (q), filters
 * (role, plan, status, createdFrom, createdTo) and sort/order → {items, total}.
 */
export const getSuperadminUsers = staffListRoute('/api/superadmin/users', 'superadmin', ZUserListQuery, listUsers);
