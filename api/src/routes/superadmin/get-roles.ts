import { ZRoleListQuery } from '@wordbook/core/contract/superadmin';
import { listUsers } from '../../services/superadmin.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** GET /api/superadmin/roles?page&limit&q → {users, total}, by username. */
export const getSuperadminRoles = defineRoute({
  method: 'GET',
  path: '/api/superadmin/roles',
  auth: 'superadmin',
  query: ZRoleListQuery,
  handler: async (context) => {
    const { items, total } = await listUsers(staffCall(context), { ...context.query, sort: 'username', order: 'asc' });
    const users = items.map(({ id, email, username, full_name, role }) => ({ id, email, username, full_name, role }));
    return { users, total };
  },
});
