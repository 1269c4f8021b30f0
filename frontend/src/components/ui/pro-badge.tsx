import { Tag } from 'primereact/tag';

/** The small 'Pro' marker on features that need the Pro plan. */
export function ProBadge({ label = 'Pro' }: { label?: string }) {
  return <Tag value={label} className="pro-badge" rounded />;
}
