import { z } from 'zod';

/**
 * The database console (document 1 §2 "Database console", §7 POST /api/sql/execute-sql): one SQL
 * statement with the console password, run in a read-only transaction unless writes are allowed.
 */
export const SQL_CONSOLE_TIMEOUT_MS = 5000;
export const SQL_CONSOLE_ROW_CAP = 1000;
export const SQL_CONSOLE_MAX_STATEMENT = 100_000;

export const SQL_CONSOLE_OFF_MESSAGE = 'The database console is off: SQL_CONSOLE_PASSWORD is not set on the server.';
export const SQL_CONSOLE_WRONG_PASSWORD = 'Wrong console password.';
export const SQL_CONSOLE_READ_ONLY_MESSAGE = 'This statement writes to the database. Tick "Allow writes" to run it.';
export const SQL_CONSOLE_TIMEOUT_MESSAGE = `The statement was stopped after ${SQL_CONSOLE_TIMEOUT_MS / 1000} seconds (the console's time limit).`;
export const SQL_CONSOLE_ONE_STATEMENT = 'Run one statement at a time.';

export const ZExecuteSqlRequest = z.object({
  query: z
    .string({ required_error: 'Enter a SQL statement.', invalid_type_error: 'Enter a SQL statement.' })
    .trim()
    .min(1, 'Enter a SQL statement.')
    .max(SQL_CONSOLE_MAX_STATEMENT, `A statement can be at most ${SQL_CONSOLE_MAX_STATEMENT} characters.`),
  password: z
    .string({ required_error: 'Enter the console password.', invalid_type_error: 'Enter the console password.' })
    .min(1, 'Enter the console password.')
    .max(200, 'Wrong console password.'),
  allowWrites: z.boolean().default(false),
});
export type TExecuteSqlRequest = z.output<typeof ZExecuteSqlRequest>;

/** A statement's outcome: every value as Postgres prints it (text), null for NULL. */
export const ZExecuteSqlResponse = z.object({
  /** The command tag's verb: SELECT, INSERT, UPDATE, CREATE… */
  command: z.string(),
  /** Rows returned (at most the cap), or rows affected by a write. */
  rowCount: z.number().int(),
  fields: z.array(z.object({ name: z.string() })),
  rows: z.array(z.array(z.string().nullable())),
  /** More rows were there than the cap: only the first SQL_CONSOLE_ROW_CAP came back. */
  truncated: z.boolean(),
  durationMs: z.number(),
  readOnly: z.boolean(),
});
export type TExecuteSqlResponse = z.infer<typeof ZExecuteSqlResponse>;

/** GET /api/sql/status: whether the console can be used on this server. */
export const ZSqlConsoleStatus = z.object({
  enabled: z.boolean(),
  timeoutMs: z.number().int(),
  rowCap: z.number().int(),
});
export type TSqlConsoleStatus = z.infer<typeof ZSqlConsoleStatus>;
