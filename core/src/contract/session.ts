import { z } from 'zod';

export const ZRole = z.enum(['user', 'admin', 'support', 'moderator', 'superadmin']);
/** Every role but the learner's: staff pages carry no ads, and staff get the learner's Pro extras. */
export const isStaffRole = (role: string): boolean => role !== 'user';
export type TRole = z.infer<typeof ZRole>;

export const ZUserStatus = z.enum(['active', 'suspended', 'banned']);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** The signed-in user as GET /api/session returns it (document 1, section 3). */
export const ZSessionUser = z.object({
  id: z.string(),
  role: ZRole,
  status: ZUserStatus,
  isProUser: z.boolean(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  google_id: z.string().nullable(),
  preferred_definition_languages: z.array(z.string()),
  monthly_ai_usage_points: z.number().int(),
  level: z.number().int().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAiLimits = z.object({
  maxPoints: z.number().int(),
  usedPoints: z.number().int(),
  remaining: z.number().int(),
  percentLeft: z.number().int(),
});
export type TAiLimits = z.infer<typeof ZAiLimits>;

export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  aiLimits: ZAiLimits.nullable(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
