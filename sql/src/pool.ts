import {
  createPool,
  createTypeParserPreset,
  SchemaValidationError,
  type DatabasePool,
  type Interceptor,
} from 'slonik';

type TypeParser = ReturnType<typeof createTypeParserPreset>[number];

export type { DatabasePool, DatabaseTransactionConnection, CommonQueryMethods } from 'slonik';

/** Checks every row against the zod schema given with `sql.type(...)` (slonik's recommended interceptor). */
const resultParser: Interceptor = {
  name: 'result-parser',
  transformRow: (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const parsed = parser.safeParse(row);
    if (!parsed.success) throw new SchemaValidationError(query, row, parsed.error.issues);
    return parsed.data as typeof row;
  },
};

/**
 * int8 and numeric as JS numbers (every count and id we keep fits in 2^53; BigInt cannot be
 * serialised to JSON), timestamps as ISO strings (what the API sends), dates as 'YYYY-MM-DD'.
 */
const typeParsers: TypeParser[] = [
  ...createTypeParserPreset().filter((p) => !['int8', 'numeric', 'timestamp', 'timestamptz', 'date'].includes(p.name)),
  { name: 'int8', parse: (v: string) => Number(v) },
  { name: 'numeric', parse: (v: string) => Number(v) },
  { name: 'timestamptz', parse: (v: string) => new Date(v).toISOString() },
  { name: 'timestamp', parse: (v: string) => new Date(`${v}Z`).toISOString() },
  { name: 'date', parse: (v: string) => v },
];

export type PoolOptions = { maximumPoolSize?: number; statementTimeoutMs?: number };

export function createDbPool(url: string, options: PoolOptions = {}): Promise<DatabasePool> {
  return createPool(url, {
    interceptors: [resultParser],
    typeParsers,
    maximumPoolSize: options.maximumPoolSize ?? 10,
    statementTimeout: options.statementTimeoutMs ?? 30_000,
    connectionTimeout: 5_000,
    idleTimeout: 30_000,
    captureStackTrace: false,
    // slonik's default sends DISCARD ALL after every pooled query: a round trip each time, and it
    // throws away the plans Postgres keeps per connection (PL/pgSQL functions'). Our pooled
    // connections carry no session state to discard: every SET is transaction-local (set local,
    // set_config(…, true)), and LISTEN, migrations and the SQL console use their own connections.
    resetConnection: async () => {},
  });
}
