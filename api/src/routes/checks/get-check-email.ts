import type { ServerRoute } from '@hapi/hapi';
import { ZCheckEmailQuery, type TCheckEmailResponse } from '@wordbook/core/contract/accounts';
import { emailExists } from '@wordbook/sql/queries/account';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** GET /api/check-email?email → { exists } (document 1 §7). */
export const getCheckEmail: ServerRoute = {
  method: 'GET',
  path: '/api/check-email',
  options: { auth: false, validate: { query: zodValidator(ZCheckEmailQuery) } },
  handler: async (request): Promise<TCheckEmailResponse> => {
    await enforceRateLimits(request, [['check-ip', clientIp(request)]]);
    const { email } = request.query as { email: string };
    return { exists: await emailExists(request.server.app.pool, email) };
  },
};
