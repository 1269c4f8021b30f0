import { type TExecuteSqlRequest, ZExecuteSqlResponse, ZSqlConsoleStatus } from '@wordbook/core/contract/sql-console';
import { api } from '../../../lib/api-client';

/** POST /api/sql/execute-sql → the statement's columns and rows as text. */
export const executeSql = (request: TExecuteSqlRequest) => api.post('/api/sql/execute-sql', request, ZExecuteSqlResponse);

/** GET /api/sql/status → whether the console is on, and its limits. */
export const getConsoleStatus = (signal: AbortSignal) => api.get('/api/sql/status', ZSqlConsoleStatus, { signal });
