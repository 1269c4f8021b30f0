import type { z } from 'zod';

/** Plugs a zod schema into Hapi's `validate` (any `(value) => Promise`); failures reach the error extension. */
export const zodValidator =
  <S extends z.ZodTypeAny>(schema: S) =>
  async (value: unknown): Promise<z.output<S>> =>
    schema.parseAsync(value ?? {});
