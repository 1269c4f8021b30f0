import { type TUserExportQuery, USER_CSV_COLUMNS } from '@wordbook/core/contract/superadmin';
import { streamUsersForExport } from '@wordbook/sql/queries/superadmin';
import { stringify } from 'csv-stringify';
import { PassThrough, pipeline, Transform } from 'node:stream';
import { auditStaffAction } from './staff-audit.ts';
import type { TStaffCall } from './superadmin.ts';

/** The filtered user list as CSV with document 1 §6's columns, in the list's order. */
export type TUserExport = { body: PassThrough; fileName: string };

/**
 * Streams the export: a database cursor feeds csv-stringify, which feeds the HTTP answer, each
 * step waiting for the next to drain, so memory stays flat however many users match. The audit
 * row (who exported which filter) is written before the first byte.
 */
export async function exportUsers(call: TStaffCall, query: TUserExportQuery, log: (error: Error) => void): Promise<TUserExport> {
  await auditStaffAction(call.db, call, 'users.export', { type: 'users', id: null }, { after: { filter: query } });
  const body = new PassThrough();
  const csv = stringify({ header: true, columns: [...USER_CSV_COLUMNS] });
  // slonik hands each row as { data, fields }; only the row goes on
  const rows = new Transform({
    objectMode: true,
    transform(chunk: { data: Record<string, unknown> }, _encoding, done) {
      done(null, chunk.data);
    },
  });
  const { q, role, plan, status, createdFrom, createdTo, sort, order } = query;
  const filter = { sort, order, ...(q ? { q } : {}), ...(role ? { role } : {}), ...(plan ? { plan } : {}), ...(status ? { status } : {}), ...(createdFrom ? { createdFrom } : {}), ...(createdTo ? { createdTo } : {}) };
  streamUsersForExport(call.db, filter, (stream) => {
    pipeline(stream, rows, csv, body, (error) => {
      if (error) log(error);
    });
  }).catch((error: Error) => {
    log(error);
    body.destroy(error);
  });
  const day = new Date().toISOString().slice(0, 10);
  return { body, fileName: `users-${day}.csv` };
}
