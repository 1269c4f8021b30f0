import { z } from 'zod';
import { ZDefinitionLanguage, ZEmail, ZFullName, ZUsername } from './accounts.ts';
import { ZRole, ZUserStatus } from './session.ts';

/** The superadmin calls of document 1 §7, their limits (§9) and the admin user edit rules (§5). */

export const USER_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const USER_PAGE_SIZE_DEFAULT = 50;
export const SESSION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PLAN_CHANGE_REASONS = ['payment', 'admin', 'promo', 'other'] as const;
export const PERMISSION_DENIED = 'You do not have permission to view this page.';

/** A query number: '20' from a URL, a default when absent, one of `allowed` when given. */
const queryInt = (fallback: number, allowed?: readonly number[]) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z
      .number()
      .int()
      .refine((n) => (allowed ? allowed.includes(n) : n >= 1), { message: allowed ? `Must be one of ${allowed.join(', ')}.` : 'Must be 1 or more.' }),
  );
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional());
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), z.string().date('Use a date like 2026-01-31.').optional());

export const ZUserListQuery = z.object({
  page: queryInt(1),
  limit: queryInt(USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZES),
  q: optionalText,
  role: ZRole.optional(),
  plan: z.enum(['free', 'pro']).optional(),
  status: ZUserStatus.optional(),
  createdFrom: optionalDate,
  createdTo: optionalDate,
  sort: z.enum(['created_at', 'last_login_at', 'email', 'username', 'full_name']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;
/** The CSV export takes the same filters and sort, without paging. */
export const ZUserExportQuery = ZUserListQuery.omit({ page: true, limit: true });
export type TUserExportQuery = z.output<typeof ZUserExportQuery>;

/** The admin user row (document 1 §3). */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  role: ZRole,
  plan: z.enum(['free', 'pro']),
  pro_expires_on: z.string().nullable(),
  status: ZUserStatus,
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  preferred_definition_languages: z.array(z.string()),
  monthly_ai_usage_points: z.number().int(),
  level: z.number().int().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZUserListResponse = z.object({ items: z.array(ZAdminUser), total: z.number().int() });

/** The CSV export's columns, in order (document 1 §6). */
export const USER_CSV_COLUMNS = ['id', 'email', 'username', 'full_name', 'role', 'plan', 'status', 'created_at', 'last_login_at'] as const;

const nonNegativeInt = (name: string) =>
  z.number({ invalid_type_error: `${name} must be a non-negative integer.` }).int(`${name} must be a non-negative integer.`).min(0, `${name} must be a non-negative integer.`);

export const ZUserEditRequest = z
  .object({
    full_name: ZFullName('account'),
    username: ZUsername,
    email: ZEmail,
    monthly_ai_usage_points: nonNegativeInt('monthly_ai_usage_points'),
    level: nonNegativeInt('level').nullable(),
    preferred_definition_languages: z
      .array(ZDefinitionLanguage)
      .min(1, 'Choose at least one definition language.'),
  })
  .partial()
  .strict();
export type TUserEditRequest = z.output<typeof ZUserEditRequest>;

export const ZPlanChangeRequest = z
  .object({
    newPlan: z.enum(['free', 'pro'], { errorMap: () => ({ message: 'newPlan must be free or pro.' }) }),
    reason: z.enum(PLAN_CHANGE_REASONS, { errorMap: () => ({ message: 'A plan change requires a reason.' }) }),
    note: z.string().trim().max(500).optional().nullable(),
    expireDate: z.string().date('Use a date like 2026-01-31.').optional().nullable(),
  })
  .strict();
export type TPlanChangeRequest = z.output<typeof ZPlanChangeRequest>;

export const ZRoleChangeRequest = z.object({ newRole: z.enum(ZRole.options, { errorMap: () => ({ message: `newRole must be one of ${ZRole.options.join(', ')}.` }) }) }).strict();

export const ZSessionListQuery = z.object({
  q: optionalText,
  page: queryInt(1),
  pageSize: queryInt(10, SESSION_PAGE_SIZES),
  sort: z.enum(['lastSeenAt', 'createdAt']).default('lastSeenAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** 'true' lists expired and invalidated sessions too. */
  all: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()),
  userId: z.string().uuid('userId must be a uuid.').optional(),
});
export type TSessionListQuery = z.output<typeof ZSessionListQuery>;

/** The session record (admin) of document 1 §3, with its derived status (§4). */
export const ZAdminSession = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  username: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_active: z.string(),
  valid: z.boolean(),
  expires_at: z.string(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['expired', 'active', 'offline']),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;
export const ZSessionListResponse = z.object({ items: z.array(ZAdminSession), total: z.number().int() });

export const ZRoleListQuery = z.object({ page: queryInt(1), limit: queryInt(USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZES), q: optionalText });
export const ZRoleListResponse = z.object({
  users: z.array(ZAdminUser.pick({ id: true, email: true, username: true, full_name: true, role: true })),
  total: z.number().int(),
});

export const ZSiteStats = z.object({
  totalUsers: z.number().int(),
  activeSessions: z.number().int(),
  validSessions: z.number().int(),
  bannedCount: z.number().int(),
});
export type TSiteStats = z.infer<typeof ZSiteStats>;

/** A session counts as active (is_active = 1) when it was used within this many minutes. */
export const SESSION_ACTIVE_MINUTES = 15;
