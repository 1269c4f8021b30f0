import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';

type TPagedTableProps<T> = {
  /** The page the server answered (null until it has), and why it could not be read. */
  rows: { items: T[]; total: number } | null;
  failure?: string | null;
  dataKey: string;
  /** The table's accessible name. */
  label?: string;
  emptyMessage: string;
  loading?: boolean;
  /** 1-based page, its size, and the number of rows on the server. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPage: (page: number, rows: number) => void;
  /** A server-side sort by one column: 1 ascending, -1 descending. */
  sort?: { field: string; order: 1 | -1; onSort: (field: string, order: 1 | -1) => void };
  children: ReactNode;
};

/** A staff list paged on the server, as every superadmin page shows one (stacked under 640 px), after its failure if any. */
export function PagedTable<T extends object>({ rows, failure, dataKey, label, emptyMessage, loading, page, pageSize, pageSizes, onPage, sort, children }: TPagedTableProps<T>) {
  return (
    <>
      {failure ? <p role="alert">{failure}</p> : null}
      <DataTable
        value={rows?.items ?? []}
        dataKey={dataKey}
        lazy
        paginator
        loading={loading ?? false}
        first={(page - 1) * pageSize}
        rows={pageSize}
        totalRecords={rows?.total ?? 0}
        {...(pageSizes ? { rowsPerPageOptions: [...pageSizes] } : {})}
        onPage={(e) => onPage(Math.floor(e.first / e.rows) + 1, e.rows)}
        {...(sort ? { sortField: sort.field, sortOrder: sort.order, onSort: (e: { sortField: string; sortOrder?: number | null }) => sort.onSort(e.sortField, e.sortOrder === 1 ? 1 : -1) } : {})}
        emptyMessage={emptyMessage}
        size="small"
        stripedRows
        className="superadmin-table"
        responsiveLayout="stack"
        breakpoint="640px"
        aria-label={label}
      >
        {children}
      </DataTable>
    </>
  );
}

type TSearchFormProps = {
  /** The form's accessible name. */
  label: string;
  id: string;
  fieldLabel: string;
  placeholder: string;
  onSearch: (text: string) => void;
  /** More filters, between the search box and the Search button. */
  children?: ReactNode;
  /** What follows the Search button (an export link). */
  after?: ReactNode;
};

/** The search box a staff list opens with; `onSearch` gets the trimmed text when the form is sent. */
export function SearchForm({ label, id, fieldLabel, placeholder, onSearch, children, after }: TSearchFormProps) {
  const [text, setText] = useState('');
  return (
    <form
      className="superadmin-filters cluster"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="stack">
        <label htmlFor={id}>{fieldLabel}</label>
        <InputText id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
      </div>
      {children}
      <Button type="submit" label="Search" icon="pi pi-search" />
      {after}
    </form>
  );
}
