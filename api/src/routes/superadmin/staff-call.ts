import type { TUserRow } from '@wordbook/sql/queries/users';
import type { Request } from '@hapi/hapi';
import type { z } from 'zod';
import type { TStaffCall } from '../../services/superadmin.ts';
import type { TAppParts } from '../../services/app-parts.ts';
import { defineRoute } from '../define-route.ts';

/** The service-side view of a superadmin route's call: the caller and the request id the audit log keeps. */
export function staffCall(context: TAppParts & { user: TUserRow; ip: string; request: Request }): TStaffCall {
  const { db, boss, env, user, ip, request } = context;
  return { db, boss, env, user, ip, requestId: request.info.id };
}

/** A staff list: GET `path` with the query `query` parses, answered by `read` with the staff call. */
export function staffListRoute<Q extends z.ZodTypeAny>(
  path: string,
  auth: 'superadmin' | 'support',
  query: Q,
  read: (call: TStaffCall, query: z.output<Q>) => Promise<unknown>,
) {
  return defineRoute({ method: 'GET', path, auth, query, handler: (context) => read(staffCall(context), context.query as z.output<Q>) });
}
