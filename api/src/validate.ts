import type { z } from 'zod';

/** Plugs a zod schema into Hapi's `validate` (any `(value) => Promise`); failures reach the error extension. */
export const zodValidator =
  <S extends z.ZodTypeAny>(schema: S) =>
  async (value: unknown): Promise<z.output<S>> =>
    schema.parseAsync(value ?? {});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs and bodies: anything that is not a uuid names no row (404 rather than a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
