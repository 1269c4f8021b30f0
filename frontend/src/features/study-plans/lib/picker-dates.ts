/** A date picker works with Date objects at local midnight; the plan keeps yyyy-MM-dd text. */

export const toLocalDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const pad = (n: number) => String(n).padStart(2, '0');
export const toDateText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The text of a day PrimeReact's Calendar hands its dateTemplate (month counted from 0). */
export const pickerDayText = (day: { year: number; month: number; day: number }) => `${day.year}-${pad(day.month + 1)}-${pad(day.day)}`;
