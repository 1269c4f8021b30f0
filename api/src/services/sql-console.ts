import {
  SQL_CONSOLE_OFF_MESSAGE,
  SQL_CONSOLE_ONE_STATEMENT,
  SQL_CONSOLE_READ_ONLY_MESSAGE,
  SQL_CONSOLE_ROW_CAP,
  SQL_CONSOLE_TIMEOUT_MESSAGE,
  SQL_CONSOLE_TIMEOUT_MS,
  SQL_CONSOLE_WRONG_PASSWORD,
  type TExecuteSqlRequest,
  type TExecuteSqlResponse,
  type TSqlConsoleStatus,
} from '@wordbook/core/contract/sql-console';
import { runConsoleStatement } from '@wordbook/sql/console-runner';
import { DomainError } from '../extensions/domain-error.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { enforceRateLimits, refuseWhileOverLimit } from './rate-limits.ts';
import { auditStaffAction } from './staff-audit.ts';
import type { TStaffCall } from './superadmin.ts';

/**
 * The database console's settings as the API keeps them: where to connect, and the console
 * password only as an argon2id hash (the plain text is not kept).
 */
export type TSqlConsole = { databaseUrl: string; passwordHash: (() => Promise<string>) | null };

export function createSqlConsole(databaseUrl: string, password: string | undefined): TSqlConsole {
  if (!password) return { databaseUrl, passwordHash: null };
  // hashed at once, so nothing but the hash outlives this call
  const hashed = hashPassword(password);
  hashed.catch(() => undefined);
  return { databaseUrl, passwordHash: () => hashed };
}

export type TConsoleCall = TStaffCall & { sqlConsole: TSqlConsole };

export function consoleStatus(sqlConsole: TSqlConsole): TSqlConsoleStatus {
  return { enabled: sqlConsole.passwordHash !== null, timeoutMs: SQL_CONSOLE_TIMEOUT_MS, rowCap: SQL_CONSOLE_ROW_CAP };
}

const consoleAudit = (call: TConsoleCall, action: string, details: Record<string, unknown>) =>
  auditStaffAction(call.db, call, action, { type: 'database', id: null }, { after: details });

/**
 * Runs one statement for a superadmin who gave the console password. Wrong passwords count
 * against a per-superadmin limit (429 once used up, even for the right one); every run, failed
 * or not, and every refused password is written to the audit log.
 */
export async function executeSql(call: TConsoleCall, input: TExecuteSqlRequest): Promise<TExecuteSqlResponse> {
  const { passwordHash } = call.sqlConsole;
  if (!passwordHash) throw new DomainError(503, SQL_CONSOLE_OFF_MESSAGE, { code: 'SQL_CONSOLE_OFF' });
  await refuseWhileOverLimit(call, 'console-password-user', call.user.id);
  if (!(await verifyPassword(await passwordHash(), input.password))) {
    await consoleAudit(call, 'console.refused', { statement: input.query, allowWrites: input.allowWrites });
    await enforceRateLimits(call, [['console-password-user', call.user.id]]);
    throw new DomainError(403, SQL_CONSOLE_WRONG_PASSWORD, { code: 'SQL_CONSOLE_PASSWORD', field: 'password' });
  }
  const started = performance.now();
  const readOnly = !input.allowWrites;
  try {
    const result = await runConsoleStatement(call.sqlConsole.databaseUrl, {
      text: input.query,
      allowWrites: input.allowWrites,
      timeoutMs: SQL_CONSOLE_TIMEOUT_MS,
      rowCap: SQL_CONSOLE_ROW_CAP,
    });
    const durationMs = Math.round(performance.now() - started);
    await consoleAudit(call, 'console.execute', {
      statement: input.query,
      allowWrites: input.allowWrites,
      command: result.command,
      rows: result.rowCount,
      truncated: result.truncated,
      durationMs,
    });
    return { ...result, durationMs, readOnly };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const refusal = statementRefusal(error);
    await consoleAudit(call, 'console.execute', { statement: input.query, allowWrites: input.allowWrites, rows: 0, durationMs, error: refusal.message });
    throw refusal;
  }
}

/** A statement Postgres refused, as a 400 a person can read; the SQLSTATE and position travel along. */
function statementRefusal(error: unknown): DomainError {
  const pgError = error as { code?: string; message?: string; position?: string };
  if (!pgError.code || !/^[0-9A-Z]{5}$/.test(pgError.code)) {
    // not an answer from Postgres: the console's own connection failed
    return new DomainError(503, 'The database console could not reach the database. Please try again.', { code: 'SQL_CONSOLE_UNAVAILABLE' });
  }
  const body = { sqlState: pgError.code, ...(pgError.position ? { position: Number(pgError.position) } : {}) };
  if (pgError.code === '25006') return new DomainError(400, SQL_CONSOLE_READ_ONLY_MESSAGE, { code: 'SQL_READ_ONLY', body });
  if (pgError.code === '57014') return new DomainError(400, SQL_CONSOLE_TIMEOUT_MESSAGE, { code: 'SQL_TIMEOUT', body });
  if (pgError.code === '42601' && /multiple commands/.test(pgError.message ?? '')) return new DomainError(400, SQL_CONSOLE_ONE_STATEMENT, { code: 'SQL_ERROR', body });
  return new DomainError(400, pgError.message ?? 'The statement failed.', { code: 'SQL_ERROR', body });
}
