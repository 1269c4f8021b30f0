import { Calendar, type CalendarProps } from 'primereact/calendar';
import { toDateText, toLocalDate } from '../lib/picker-dates';

type TPlanDatePickerProps = Omit<CalendarProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'selectionMode'> & {
  inputId: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/** A plan's date field: the picker works with local-midnight Dates, the plan keeps yyyy-MM-dd text. */
export function PlanDatePicker({ value, onChange, min, max, ...calendar }: TPlanDatePickerProps) {
  return (
    <Calendar
      value={value ? toLocalDate(value) : null}
      onChange={(event) => onChange(event.value instanceof Date ? toDateText(event.value) : '')}
      dateFormat="yy-mm-dd"
      placeholder="yyyy-MM-dd"
      {...(min ? { minDate: toLocalDate(min) } : {})}
      {...(max ? { maxDate: toLocalDate(max) } : {})}
      showIcon
      {...calendar}
    />
  );
}
