import type { ReactNode } from 'react';

export type TSessionStat = { label: string; value: ReactNode; tone?: 'good' | 'bad' };

/** A session's figures as a definition list (history cards and the session detail header). */
export function SessionStats({ items }: { items: TSessionStat[] }) {
  return (
    <dl className="pr-stats">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd className={item.tone ? `pr-stats__${item.tone}` : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
