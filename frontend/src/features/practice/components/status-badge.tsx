import { Tag } from 'primereact/tag';
import { statusLabel, statusSeverity } from '../lib/session-labels';

/** A session's status: active, completed and paused in their colours; anything else as danger (document 2, §4). */
export function StatusBadge({ status }: { status: string }) {
  const severity = statusSeverity(status);
  return <Tag value={statusLabel(status)} severity={severity} className={`wb-badge pr-status pr-status--${severity}`} />;
}
