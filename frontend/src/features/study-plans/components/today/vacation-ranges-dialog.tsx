import type { TVacationRange } from '@wordbook/core/contract/study-plans';
import { addDaysTo } from '@wordbook/core/rules/study-plan-rules';
import { consecutiveRuns, rangeLength, tidyRanges } from '@wordbook/core/rules/study-plan-vacation';
import { Calendar } from 'primereact/calendar';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { refusalMessage } from '../../../../lib/api-client';
import { getPlan } from '../../api/plan-calls';
import { setVacationRanges } from '../../api/today-calls';
import { koreanHolidaysBetween } from '../../lib/korean-holidays';
import { pickerDayText, toDateText, toLocalDate } from '../../lib/picker-dates';

/** Whose public holidays the picker marks; South Korea until a learner can choose a country. */
const HOLIDAY_COUNTRY = 'South Korea';

const rangeText = (r: TVacationRange) => (r.start === r.end ? r.start : `${r.start} – ${r.end}`);

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
/** A picker day read aloud: '25 December 2026, Christmas Day'. */
function dayName(cell: unknown, holidays: ReadonlyMap<string, string>) {
  // PrimeReact hands the day cell {year, month (from 0), day}, typed only loosely.
  if (!cell || typeof cell !== 'object' || !('day' in cell) || !('month' in cell) || !('year' in cell)) return undefined;
  const day = cell as { year: number; month: number; day: number };
  const holiday = holidays.get(pickerDayText(day));
  const month = MONTHS.format(new Date(Date.UTC(day.year, day.month, 1)));
  return `${day.day} ${month} ${day.year}${holiday ? `, ${holiday}` : ''}`;
}

/** The range the picker holds: its first click, and its second when made. */
function pickedRange(picked: (Date | null)[] | null): TVacationRange | null {
  const [first, second] = picked ?? [];
  if (!first) return null;
  return { start: toDateText(first), end: toDateText(second ?? first) };
}

/**
 * Vacation dates: the plan's ranges (days in them are vacation days with the plan's vacation
 * behaviour), a range picker that marks public holidays, and one click to rest on every holiday
 * of the next 12 months.
 */
export function VacationRangesDialog({ open, planId, today, onClose, onSaved }: { open: boolean; planId: string; today: string; onClose: () => void; onSaved: () => void }) {
  const [ranges, setRanges] = useState<TVacationRange[] | null>(null);
  const [picked, setPicked] = useState<(Date | null)[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const holidays = useMemo(() => koreanHolidaysBetween(today, addDaysTo(today, 365)), [today]);
  const holidayNames = useMemo(() => new Map(holidays.map((h) => [h.date, h.name])), [holidays]);

  useEffect(() => {
    if (!open) return undefined;
    setError(null);
    setPicked(null);
    const controller = new AbortController();
    getPlan(planId, controller.signal).then(
      (plan) => setRanges(plan.vacation_ranges),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(refusalMessage(failure, 'Failed to load plan'));
      },
    );
    return () => controller.abort();
  }, [open, planId]);

  const save = async (next: TVacationRange[]) => {
    setBusy(true);
    setError(null);
    try {
      setRanges(await setVacationRanges(planId, tidyRanges(next)));
      setPicked(null);
      onSaved();
    } catch (failure) {
      setError(refusalMessage(failure, 'Failed to save vacation dates.'));
    } finally {
      setBusy(false);
    }
  };
  const range = pickedRange(picked);
  const holidayRuns = consecutiveRuns(holidays.map((h) => h.date));

  return (
    <Dialog open={open} onClose={onClose} header="Vacation Dates & Holidays" className="study-vacation-dates">
      <div className="stack study-dialog__body">
        <p className="study-step__note">Days in these ranges are vacation days: the plan follows its vacation behaviour on them, as with Vacation: On.</p>
        <Calendar
          inline
          selectionMode="range"
          aria-label="Pick a vacation range"
          value={picked as Date[] | null}
          onChange={(event) => setPicked((event.value as (Date | null)[] | null) ?? null)}
          minDate={toLocalDate(today)}
          maxDate={toLocalDate(addDaysTo(today, 365))}
          pt={{
            // PrimeReact names a day '12/01/2026' while showing '1', and marks a role-less span selected:
            // each day's name starts with what it shows (and its holiday), the titles are named by their text.
            day: (options) => ({ 'aria-label': dayName(options?.context?.date, holidayNames) }),
            dayLabel: { 'aria-selected': undefined },
            monthTitle: { 'aria-label': undefined },
            yearTitle: { 'aria-label': undefined },
          }}
          dateTemplate={(day) => {
            const name = holidayNames.get(pickerDayText(day));
            return name ? (
              <span className="study-holiday" title={name} data-holiday={name}>
                {day.day}
              </span>
            ) : (
              day.day
            );
          }}
        />
        <p className="study-step__note cluster">
          <span className="study-holiday study-holiday--key" aria-hidden="true" /> Public holiday in {HOLIDAY_COUNTRY}
        </p>
        <div className="cluster">
          <span className="study-vacation-dates__picked" role="status">
            {range ? `${rangeText(range)} (${rangeLength(range)} days)` : 'Pick the first and last day.'}
          </span>
          <Button size="small" label="Add Range" icon="pi pi-plus" disabled={!range || busy || !ranges} onClick={() => range && ranges && void save([...ranges, range])} />
        </div>
        <Button
          size="small"
          variant="outlined"
          label="Make holidays rest days"
          icon="pi pi-sun"
          disabled={busy || !ranges || holidayRuns.length === 0}
          onClick={() => ranges && void save([...ranges, ...holidayRuns])}
        />
        {error ? (
          <p className="study-alert" role="alert">
            {error}
          </p>
        ) : null}
        <section aria-labelledby="vacation-ranges-title" className="stack">
          <h3 id="vacation-ranges-title" className="study-dialog__subtitle">
            Your vacation ranges
          </h3>
          {ranges && ranges.length === 0 ? <p className="study-step__note">No vacation ranges yet.</p> : null}
          <ul className="study-vacation-dates__list">
            {(ranges ?? []).map((r) => (
              <li key={`${r.start}/${r.end}`} className="study-vacation-dates__item">
                <span>
                  {rangeText(r)}
                  {holidayNames.has(r.start) ? <span className="study-vacation-dates__holiday"> · {holidayNames.get(r.start)}</span> : null}
                </span>
                <Button
                  size="small"
                  variant="text"
                  icon="pi pi-trash"
                  aria-label={`Remove ${rangeText(r)}`}
                  disabled={busy}
                  onClick={() => void save(ranges?.filter((o) => o !== r) ?? [])}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
