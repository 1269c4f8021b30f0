import { SQL_CONSOLE_MAX_STATEMENT, type TExecuteSqlResponse } from '@wordbook/core/contract/sql-console';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { useSubmit } from '../../../lib/use-submit';
import { executeSql, getConsoleStatus } from '../api/execute-sql';
import { SqlResult } from './sql-result';

/**
 * /sql-manager (document 1 §2 "Database console"): a statement, the console password and
 * Execute. Read-only unless "Allow writes" is ticked; the server stops a statement after 5 s
 * and returns at most 1000 rows, and audits every run.
 */
export function SqlConsolePage() {
  const status = useLoad(getConsoleStatus, {
    failureText: (failure) => refusalMessage(failure, 'Failed to load the database console.'),
  });
  const [query, setQuery] = useState('');
  const [password, setPassword] = useState('');
  const [allowWrites, setAllowWrites] = useState(false);
  const [result, setResult] = useState<TExecuteSqlResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const limits = status.data;
  const description = limits
    ? `Run one SQL statement against the product database. Read-only unless you allow writes; stopped after ${limits.timeoutMs / 1000} s; at most ${limits.rowCap} rows. Every run is audited.`
    : 'Run one SQL statement against the product database. Every run is audited.';

  function run(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    if (!query.trim()) return setError('Enter a SQL statement.');
    if (!password) return setError('Enter the console password.');
    void submit(
      async () => {
        setResult(await executeSql({ query, password, allowWrites }));
      },
      (failure) => {
        setResult(null);
        setError(failure instanceof ApiError && failure.status > 0 ? failure.message : refusalMessage(failure, 'Failed to run the statement.'));
      },
    );
  }

  return (
    <Page title="Database Console" description={description} icon="pi pi-database" width="wide">
      {status.error ? (
        <div className="sql-console__off surface-card stack">
          <FormError message={status.error} />
          <Button label="Try again" icon="pi pi-refresh" onClick={status.retry} />
        </div>
      ) : !limits ? (
        <Spinner label="Loading the console…" />
      ) : !limits.enabled ? (
        <div className="sql-console__off surface-card row" role="status">
          <i className="pi pi-lock" aria-hidden="true" />
          <p>The database console is off: SQL_CONSOLE_PASSWORD is not set on the server. Set it in the API's environment and restart the API to use the console.</p>
        </div>
      ) : (
        <div className="sql-console-page stack">
          <form className="sql-console surface-card stack" aria-label="Run a SQL statement" onSubmit={run} noValidate>
            <div className="field stack">
              <label htmlFor="sql-query" className="field__label">
                SQL statement
              </label>
              <InputTextarea
                id="sql-query"
                className="sql-console__query"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) run();
                }}
                rows={7}
                maxLength={SQL_CONSOLE_MAX_STATEMENT}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                placeholder="select id, username, role from users order by created_at desc limit 20"
                aria-describedby="sql-query-hint"
              />
              <p id="sql-query-hint" className="field__hint">
                One statement at a time. Ctrl+Enter runs it.
              </p>
            </div>
            <div className="sql-console__controls">
              <PasswordField id="sql-password" label="Console password" value={password} onChange={setPassword} autoComplete="off" />
              <div className="sql-console__writes stack">
                <div className="check-row">
                  <Checkbox inputId="sql-allow-writes" checked={allowWrites} onChange={(event) => setAllowWrites(Boolean(event.checked))} aria-describedby="sql-allow-writes-hint" />
                  <label htmlFor="sql-allow-writes">Allow writes</label>
                </div>
                <p id="sql-allow-writes-hint" className={`field__hint${allowWrites ? ' sql-console__warning' : ''}`}>
                  {allowWrites ? 'Writes are committed at once and cannot be undone.' : 'Runs in a read-only transaction.'}
                </p>
              </div>
              <Button type="submit" label="Execute" icon="pi pi-play" loading={busy} className="sql-console__run" />
            </div>
            <FormError message={error} />
          </form>
          {result ? <SqlResult result={result} /> : null}
        </div>
      )}
    </Page>
  );
}
