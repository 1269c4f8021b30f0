import { ProgressSpinner } from 'primereact/progressspinner';

/** The house loading indicator, announced to screen readers. */
export function Spinner({ label = 'Loading…', size = 48 }: { label?: string; size?: number }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: size, height: size }} strokeWidth="4" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Fills the page area while something the page depends on is still unknown. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}
