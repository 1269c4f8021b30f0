import { describe, expect, it } from 'vitest';
import { koreanHolidays, koreanHolidaysBetween } from './korean-holidays';

const dates = (year: number) => koreanHolidays(year).map((h) => h.date);

describe('Korean public holidays', () => {
  it('match the published 2026 calendar, lunar days and substitutes included (the 3 June election aside)', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-03-01', '2026-03-02', '2026-05-01', '2026-05-05',
      '2026-05-24', '2026-05-25', '2026-06-06', '2026-07-17', '2026-08-15', '2026-08-17', '2026-09-24', '2026-09-25',
      '2026-09-26', '2026-10-03', '2026-10-05', '2026-10-09', '2026-12-25',
    ]);
  });

  it('match the published 2027 calendar: a Sunday in Seollal and weekend fixed days each add a weekday', () => {
    expect(dates(2027)).toEqual([
      '2027-01-01', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', '2027-03-01', '2027-05-01', '2027-05-03',
      '2027-05-05', '2027-05-13', '2027-06-06', '2027-07-17', '2027-07-19', '2027-08-15', '2027-08-16', '2027-09-14',
      '2027-09-15', '2027-09-16', '2027-10-03', '2027-10-04', '2027-10-09', '2027-10-11', '2027-12-25', '2027-12-27',
    ]);
  });

  it('compute 2028: Seollal in January, and one substitute when Chuseok meets National Foundation Day', () => {
    const holidays = koreanHolidays(2028);
    expect(holidays.filter((h) => h.name.includes('Seollal')).map((h) => h.date)).toEqual(['2028-01-26', '2028-01-27', '2028-01-28']);
    expect(holidays.filter((h) => h.date >= '2028-10-01' && h.date <= '2028-10-09').map((h) => h.date)).toEqual([
      '2028-10-02', '2028-10-03', '2028-10-04', '2028-10-05', '2028-10-09',
    ]);
    expect(holidays.find((h) => h.date === '2028-10-03')?.name).toBe('National Foundation Day, Chuseok');
  });

  it('list the holidays of a window that crosses a year', () => {
    expect(koreanHolidaysBetween('2026-12-20', '2027-01-05').map((h) => h.name)).toEqual(['Christmas Day', "New Year's Day"]);
  });
});
