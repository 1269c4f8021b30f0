/**
 * An error a person should read: services throw it, the error extension answers with its
 * status and message. `field` names the input it is about, when there is one; `body` carries
 * further fields the answer includes (an existing session's id, a date that opens).
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { field?: string; code?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Not found.') => new DomainError(404, message);
export const forbidden = (message = 'You do not have permission to do that.') => new DomainError(403, message);
export const badRequest = (message: string, field?: string) => new DomainError(400, message, { field });
export const conflict = (message: string, field?: string) => new DomainError(409, message, { field });
