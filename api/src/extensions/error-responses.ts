import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { ZodError } from 'zod';
import { DomainError } from './domain-error.ts';

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Errors that mean the database cannot be reached right now (slonik, pg and socket errors). */
function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  const names = ['ConnectionError', 'BackendTerminatedError', 'BackendTerminatedUnexpectedlyError', 'UnexpectedStateError'];
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'];
  const chain: (Error & { code?: string; cause?: unknown })[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e as Error & { code?: string });
  return chain.some(
    (e) =>
      names.includes(e.name) ||
      (e.code !== undefined && codes.includes(e.code)) ||
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(e.message),
  );
}

/** Readable text for a zod failure: the first issue's message (our schemas carry the spec's messages). */
export function zodMessage(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request.' };
  const field = issue.path.join('.') || undefined;
  // A schema's own required_error / invalid_type_error wins over the generic wording.
  const custom = issue.message !== 'Required' && !issue.message.startsWith('Expected ');
  if (issue.code === 'invalid_type' && custom) return { message: issue.message, field };
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return { message: `${field ?? 'A value'} is required.`, field };
  if (issue.code === 'invalid_type') return { message: `${field ?? 'A value'} must be a ${issue.expected}.`, field };
  return { message: issue.message, field };
}

/**
 * The one place errors become responses (onPreResponse): zod → 400 with its message, domain
 * errors → their status, database outages → 503, other 4xx keep Hapi's text, anything else →
 * 500 with no detail (the log keeps it).
 */
export function registerErrorResponses(server: Server): void {
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if (!(response instanceof Error)) return h.continue;
    const error = response as Error & { isBoom?: boolean; output?: { statusCode: number; payload: { message?: string; error?: string }; headers: Record<string, string> } };

    const reply = (statusCode: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
      const res = h.response({ statusCode, error: message, message, ...extra }).code(statusCode);
      for (const [k, v] of Object.entries(headers)) res.header(k, v);
      return res;
    };

    if (error instanceof ZodError) {
      const { message, field } = zodMessage(error);
      return reply(400, message, field ? { field } : {});
    }
    if (error instanceof DomainError) {
      const { field, code, headers, body } = error.extra;
      return reply(error.statusCode, error.message, { ...(field ? { field } : {}), ...(code ? { code } : {}), ...body }, headers);
    }
    // A safety net under the validator's NUL check: text Postgres cannot store is the caller's mistake.
    if (['22021', '22P05'].includes((error as { code?: string }).code ?? '')) return reply(400, 'Text contains characters that cannot be stored.');
    if (isDatabaseUnavailable(error)) {
      request.server.app.log.warn({ err: error.message, path: request.path }, 'database unavailable');
      return reply(503, UNAVAILABLE_MESSAGE, {}, { 'retry-after': '2' });
    }
    const statusCode = error.output?.statusCode ?? 500;
    if (statusCode < 500) {
      const payloadMessage = error.output?.payload.message;
      const message = statusCode === 404 ? 'Not found.' : statusCode === 401 ? 'Please log in.' : payloadMessage || 'Bad request.';
      return reply(statusCode, message, {}, error.output?.headers ?? {});
    }
    request.server.app.log.error({ err: error, path: request.path, method: request.method }, 'unhandled error');
    return reply(500, 'Something went wrong on our side. Please try again.');
  });
}
