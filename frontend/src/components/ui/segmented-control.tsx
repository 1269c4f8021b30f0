import { SelectButton } from 'primereact/selectbutton';

/**
 * PrimeReact's SelectButton as the house segmented control: one option is always chosen (a click
 * on the chosen one changes nothing), and the value keeps its type.
 */
export function SegmentedControl<T extends string>({
  value,
  options,
  onChange,
  disabled = false,
  ...label
}: {
  value: T;
  options: { label: string; value: T }[];
  onChange: (value: T) => void;
  disabled?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <SelectButton
      value={value}
      options={options}
      onChange={(event) => {
        if (event.value) onChange(event.value as T);
      }}
      allowEmpty={false}
      disabled={disabled}
      className="wb-segmented"
      {...label}
    />
  );
}
