import type { TDailyFigures } from '@wordbook/core/contract/superadmin-tools';
import { Chart } from 'primereact/chart';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getDailyStats, getSiteStats } from '../api/superadmin-tools';
import { SiteTotals } from './staff-cards';

const SERIES: { key: keyof Omit<TDailyFigures, 'date'>; title: string; colour: string; type: 'bar' | 'line' }[] = [
  { key: 'signups', title: 'Sign-ups per day', colour: '#4f46e5', type: 'bar' },
  { key: 'activeLearners', title: 'Active learners per day', colour: '#0891b2', type: 'line' },
  { key: 'practiceAnswers', title: 'Practice answers per day', colour: '#16a34a', type: 'bar' },
  { key: 'aiJobs', title: 'AI jobs per day', colour: '#d97706', type: 'bar' },
];

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

/** /superadmin/stats: the totals (each a link to its list) and four figures per UTC day as charts. */
export function StatsPage() {
  const [days, setDays] = useState('30');
  const totals = useLoad(getSiteStats, { failureText: (e) => refusalMessage(e, 'Failed to load site stats.') });
  const daily = useLoad((signal) => getDailyStats(Number(days), signal), { failureText: (e) => refusalMessage(e, 'Failed to load stats.') });
  const { retry } = daily;

  return (
    <Page title="Site Statistics" description="Total users, sessions and banned accounts, and what learners did each day (UTC)." icon="pi pi-chart-line" width="wide">
      {totals.error ? <p role="alert">{totals.error}</p> : <SiteTotals stats={totals.data} />}
      <div className="cluster staff-toolbar">
        <h2 className="staff-section-title">Per day</h2>
        <SegmentedControl
          aria-label="Period"
          value={days}
          options={RANGES}
          onChange={(value: string) => {
            setDays(value);
            retry();
          }}
        />
      </div>
      {daily.error ? <p role="alert">{daily.error}</p> : null}
      <div className="staff-charts">
        {SERIES.map((series) => {
          const values = daily.data?.days.map((d) => d[series.key]) ?? [];
          const total = values.reduce((sum, v) => sum + v, 0);
          return (
            <figure key={series.key} className="surface-card staff-chart">
              <figcaption className="staff-card__title">
                {series.title} <span className="staff-muted">({total} in {days} days)</span>
              </figcaption>
              {daily.data ? (
                <Chart
                  type={series.type}
                  aria-label={`${series.title}: ${total} in ${days} days`}
                  data={{
                    labels: daily.data.days.map((d) => d.date.slice(5)),
                    datasets: [{ label: series.title, data: values, backgroundColor: series.colour, borderColor: series.colour, tension: 0.3 }],
                  }}
                  options={{ animation: false, maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
                />
              ) : null}
            </figure>
          );
        })}
      </div>
    </Page>
  );
}
