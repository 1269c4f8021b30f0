import { Dropdown } from 'primereact/dropdown';

/** The labelled "Sort" dropdown above a list; every list's looks the same (shared-parts.css). */
export function SortSelect<T extends string>({
  inputId,
  value,
  options,
  onChange,
}: {
  inputId: string;
  value: T;
  options: { label: string; value: T }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="sort-select row">
      <label htmlFor={inputId} className="sort-select__label">
        Sort
      </label>
      <Dropdown
        inputId={inputId}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as T)}
        className="wb-dropdown sort-select__dropdown"
        panelClassName="wb-dropdown-panel"
      />
    </div>
  );
}
