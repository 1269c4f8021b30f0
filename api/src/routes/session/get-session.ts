import type { ServerRoute } from '@hapi/hapi';
import { ZSessionResponse, type TSessionResponse } from '@wordbook/core/contract/session';
import { aiLimitsFor } from '@wordbook/core/rules/ai-points';

/** GET /api/session → { user, aiLimits }; a visitor gets nulls (document 1, section 3). */
export const getSession: ServerRoute = {
  method: 'GET',
  path: '/api/session',
  options: { auth: { mode: 'try' }, app: { allowInactive: true } },
  handler: async (request): Promise<TSessionResponse> => {
    const user = request.auth.credentials?.user;
    if (!user) return { user: null, aiLimits: null };
    const isProUser = user.plan === 'pro';
    return ZSessionResponse.parse({
      user: {
        id: user.id,
        role: user.role,
        status: user.status,
        isProUser,
        full_name: user.fullName,
        username: user.username,
        email: user.email,
        google_id: user.googleId,
        preferred_definition_languages: user.preferredDefinitionLanguages,
        monthly_ai_usage_points: user.monthlyAiUsagePoints,
        level: user.level,
      },
      aiLimits: isProUser ? null : aiLimitsFor(user.monthlyAiUsagePoints),
    });
  },
};
