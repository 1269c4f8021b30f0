import type { ReactNode } from 'react';
import { IconBadge } from '../ui/icon-badge';

type ToolCardProps = {
  /** The heading's id, which labels the card. */
  id: string;
  icon: string;
  title: ReactNode;
  /** A side note rather than a tool: an aside with a muted badge. */
  notice?: boolean;
  children: ReactNode;
  action: ReactNode;
};

/** A card on a tools page: badge, title, a line of text and one action. */
export function ToolCard({ id, icon, title, notice = false, children, action }: ToolCardProps) {
  const Tag = notice ? 'aside' : 'article';
  return (
    <Tag className={`tool-card surface-card stack${notice ? ' tool-card--notice' : ''}`} aria-labelledby={id}>
      <IconBadge icon={icon} muted={notice} />
      <h2 id={id} className="tool-card__title row">
        {title}
      </h2>
      <p className="tool-card__text">{children}</p>
      {action}
    </Tag>
  );
}
