import type { z } from 'zod';
import { DomainError } from './extensions/domain-error.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Whether any string in a request value holds a NUL character (Postgres cannot store one). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Plugs a zod schema into Hapi's `validate` (any `(value) => Promise`); failures reach the error
 * extension. Text with a NUL character is refused with 400 before the schema sees it.
 */
export const zodValidator =
  <S extends z.ZodTypeAny>(schema: S) =>
  async (value: unknown): Promise<z.output<S>> => {
    if (holdsNul(value)) throw new DomainError(400, NUL_MESSAGE);
    return schema.parseAsync(value ?? {});
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs and bodies: anything that is not a uuid names no row (404 rather than a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
