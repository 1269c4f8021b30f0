import type { Lifecycle, Request, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
import type { TServerEnv } from '@wordbook/sql/server-env';
import type { DatabasePool } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import type { TUserRow } from '@wordbook/sql/queries/users';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { JobEventsHub } from '../plugins/job-events-hub.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { enforceRateLimits, type TRateRule } from '../services/rate-limits.ts';
import { zodValidator } from '../validate.ts';
import { DomainError } from '../extensions/domain-error.ts';
import { PERMISSION_DENIED } from '@wordbook/core/contract/superadmin';

/**
 * Who may call a route: `learner` (the default) needs a session and hands the handler a non-null
 * user; `superadmin` also needs the superadmin role, `support` the support or superadmin role
 * (403 otherwise); `optional` reads a session
 * when there is one; `public` never reads one.
 */
export type TRouteAuth = 'learner' | 'superadmin' | 'support' | 'optional' | 'public';

type TUserFor<A extends TRouteAuth> = A extends 'learner' | 'superadmin' | 'support' ? TUserRow : TUserRow | null;

/** What a handler is given: parsed input, the caller, and the server's shared parts. */
export type TRouteContext<P, Q, Pa, A extends TRouteAuth> = {
  payload: P;
  query: Q;
  params: Pa;
  user: TUserFor<A>;
  /** The signed-in session's id, when there is one. */
  sessionId: string | null;
  /** The caller's address, for rate limits and session records. */
  ip: string;
  /** The browser's device id (X-Device-Id), at most 200 characters, when sent. */
  deviceId: string | null;
  db: DatabasePool;
  boss: Boss;
  env: TServerEnv;
  log: Logger;
  jobEvents: JobEventsHub;
  /** For HTTP framing only (streams, cookies, status codes); services never see it. */
  request: Request;
  h: ResponseToolkit;
};

type TSchema = z.ZodTypeAny;
type TOut<S> = S extends TSchema ? z.output<S> : undefined;

type TRouteDefinition<PS, QS, PaS, A extends TRouteAuth> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth?: A;
  payload?: PS;
  query?: QS;
  params?: PaS;
  /** Attempts counted before the handler runs, as (rule, subject) pairs: 429 past a rule's limit. */
  rateLimits?: (context: TRouteContext<TOut<PS>, TOut<QS>, TOut<PaS>, A>) => [TRateRule, string][] | Promise<[TRateRule, string][]>;
  /** Further Hapi route options (app flags, payload limits); validation and auth are set here. */
  options?: Omit<RouteOptions, 'auth' | 'validate' | 'handler'>;
  handler: (context: TRouteContext<TOut<PS>, TOut<QS>, TOut<PaS>, A>) => Promise<Lifecycle.ReturnValue> | Lifecycle.ReturnValue;
};

const HAPI_AUTH: Record<TRouteAuth, RouteOptions['auth']> = {
  learner: 'session',
  superadmin: 'session',
  support: 'session',
  optional: { mode: 'try' },
  public: false,
};

/**
 * The one way a route is declared: zod schemas plug into Hapi's validation (failures reach the
 * error extension as 400s), and the handler gets the parsed values and a typed caller.
 */
export function defineRoute<
  PS extends TSchema | undefined = undefined,
  QS extends TSchema | undefined = undefined,
  PaS extends TSchema | undefined = undefined,
  A extends TRouteAuth = 'learner',
>(definition: TRouteDefinition<PS, QS, PaS, A>): ServerRoute {
  const { method, path, auth = 'learner', payload, query, params, rateLimits, options = {}, handler } = definition;
  const validate: NonNullable<RouteOptions['validate']> = {};
  if (payload) validate.payload = zodValidator(payload);
  if (query) validate.query = zodValidator(query);
  if (params) validate.params = zodValidator(params);
  return {
    method,
    path,
    options: {
      ...options,
      // the role is checked right after sign-in, before the input: a learner learns nothing from a superadmin call
      ...(STAFF_ROLES[auth] ? { ext: { ...options.ext, onPostAuth: { method: requireRole(STAFF_ROLES[auth]) } } } : {}),
      auth: HAPI_AUTH[auth],
      ...(Object.keys(validate).length > 0 ? { validate } : {}),
    },
    handler: async (request, h) => {
      const { pool, boss, env, log, jobEvents } = request.server.app;
      const user = request.auth.credentials?.user ?? null;
      if (auth !== 'optional' && auth !== 'public' && !user) throw new Error(`Route ${method} ${path} ran without a signed-in user.`);
      const deviceHeader = request.headers['x-device-id'];
      // Hapi has replaced payload, query and params with the validators' parsed output.
      const parsed = request as unknown as { payload: TOut<PS>; query: TOut<QS>; params: TOut<PaS> };
      const context: TRouteContext<TOut<PS>, TOut<QS>, TOut<PaS>, A> = {
        payload: parsed.payload,
        query: parsed.query,
        params: parsed.params,
        user: user as TUserFor<A>,
        sessionId: request.auth.credentials?.sessionId ?? null,
        ip: clientAddress(request, env.TRUST_PROXY),
        deviceId: typeof deviceHeader === 'string' && deviceHeader ? deviceHeader.slice(0, 200) : null,
        db: pool,
        boss,
        env,
        log,
        jobEvents,
        request,
        h,
      };
      if (rateLimits) await enforceRateLimits(context, await rateLimits(context));
      return handler(context);
    },
  };
}

/** The roles a staff route admits. */
const STAFF_ROLES: Partial<Record<TRouteAuth, readonly string[]>> = { superadmin: ['superadmin'], support: ['support', 'superadmin'] };

const requireRole = (roles: readonly string[]) => (request: Request, h: ResponseToolkit) => {
  if (!roles.includes(request.auth.credentials?.user?.role ?? '')) throw new DomainError(403, PERMISSION_DENIED);
  return h.continue;
};

/** The `{id}` parameter of a resource route; a non-uuid still reaches the service, which answers 404. */
export const ZIdParams = z.object({ id: z.string() });
