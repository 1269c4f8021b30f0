import { Dropdown } from 'primereact/dropdown';

/** A labelled "Sort" dropdown; each caller keeps its own layout classes. */
export function SortSelect<T extends string>({
  inputId,
  value,
  options,
  onChange,
  className,
  labelClassName,
  dropdownClassName,
}: {
  inputId: string;
  value: T;
  options: { label: string; value: T }[];
  onChange: (value: T) => void;
  className: string;
  labelClassName?: string;
  dropdownClassName: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        Sort
      </label>
      <Dropdown
        inputId={inputId}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as T)}
        className={`wb-dropdown ${dropdownClassName}`}
        panelClassName="wb-dropdown-panel"
      />
    </div>
  );
}
