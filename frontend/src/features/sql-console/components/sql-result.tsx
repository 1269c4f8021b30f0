import type { TExecuteSqlResponse } from '@wordbook/core/contract/sql-console';
import { formatResultText } from '@wordbook/core/rules/sql-result-text';
import { useState } from 'react';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TitledSection } from '../../../components/layout/titled-section';

const VIEWS = [
  { label: 'Table', value: 'table' },
  { label: 'Text', value: 'text' },
] as const satisfies { label: string; value: string }[];

/** A statement's outcome: a summary line, then its rows as a table or as aligned text. */
export function SqlResult({ result }: { result: TExecuteSqlResponse }) {
  const [view, setView] = useState<'table' | 'text'>('table');
  const hasRows = result.fields.length > 0;
  const count = hasRows ? `${result.rowCount} ${result.rowCount === 1 ? 'row' : 'rows'}` : `${result.rowCount} affected`;
  return (
    <TitledSection
      titleId="sql-result-title"
      title="Result"
      className="sql-result surface-card stack"
      headClassName="sql-result__head cluster"
      titleClassName="sql-result__title"
      head={
        <>
          <p className="sql-result__summary" role="status">
            <span className="pill">{result.command}</span> {count} · {result.durationMs} ms · {result.readOnly ? 'read-only' : 'writes allowed'}
          </p>
          {hasRows ? <SegmentedControl aria-label="Show the result as" value={view} options={[...VIEWS]} onChange={setView} /> : null}
        </>
      }
    >
      {result.truncated ? (
        <p className="sql-result__note">
          <i className="pi pi-info-circle" aria-hidden="true" /> Only the first {result.rowCount} rows are shown: the console stops at that many.
        </p>
      ) : null}
      {hasRows && view === 'table' ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        <section className="sql-result__scroll" aria-label="Result rows" tabIndex={0}>
          <table className="sql-result__table data-table">
            <thead>
              <tr>
                {result.fields.map((field, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a name; the position is the column
                  <th key={i} scope="col">
                    {field.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no key of their own and never move
                <tr key={r}>
                  {row.map((value, c) =>
                    value === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the position is the column
                      <td key={c} className="sql-result__null">
                        NULL
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the position is the column
                      <td key={c}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        <section className="sql-result__scroll" aria-label="Result as text" tabIndex={0}>
          <pre className="sql-result__text">{formatResultText(result)}</pre>
        </section>
      )}
    </TitledSection>
  );
}
