import { type TAdminUser, type TPlanChangeRequest, type TUserEditRequest, type TUserListQuery, ZAdminUser, ZUserListResponse } from '@wordbook/core/contract/superadmin';
import type { TRole } from '@wordbook/core/contract/session';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The list's query as the page keeps it: the contract's filters and sort, as text ('' for none). */
export type TUserListParams = { page: number; limit: number } & Partial<Record<Exclude<keyof TUserListQuery, 'page' | 'limit'>, string>>;

/** GET /api/superadmin/users → {items, total}; empty filters are left out of the query. */
export function listUsers(params: TUserListParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return api.get(`/api/superadmin/users?${query}`, ZUserListResponse, signal ? { signal } : {});
}

const ZUserAnswer = z.object({ user: ZAdminUser });

/** PATCH /api/superadmin/users/{id}/ban or /suspend → the user as now stored. */
export async function setUserStatus(id: string, action: 'ban' | 'suspend'): Promise<TAdminUser> {
  return (await api.patch(`/api/superadmin/users/${id}/${action}`, {}, ZUserAnswer)).user;
}

/** PATCH /api/superadmin/roles/{userId} {newRole}. */
export async function changeRole(id: string, newRole: TRole): Promise<TAdminUser> {
  return (await api.patch(`/api/superadmin/roles/${id}`, { newRole }, ZUserAnswer)).user;
}

/** PATCH /api/superadmin/users/{id} with the fields that changed → the user as now stored. */
export async function editUser(id: string, changes: TUserEditRequest): Promise<TAdminUser> {
  return (await api.patch(`/api/superadmin/users/${id}`, changes, ZUserAnswer)).user;
}

/** PATCH /api/superadmin/users/{id}/plan {newPlan, reason, note, expireDate}. */
export async function changePlan(id: string, change: TPlanChangeRequest): Promise<TAdminUser> {
  return (await api.patch(`/api/superadmin/users/${id}/plan`, change, ZUserAnswer)).user;
}

/** The export's address for the current filters: the browser downloads it with the session cookie. */
export function exportUrl(params: Omit<TUserListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `/api/superadmin/users/export?${query}`;
}
