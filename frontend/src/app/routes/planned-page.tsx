import type { ReactNode } from 'react';
import { Page } from '../../components/layout/page';

/** A page whose content arrives with its own feature: its title and what it is for. */
export function PlannedPage({
  title,
  description,
  icon,
  anchorId,
  children,
}: {
  title: string;
  description: string;
  icon?: string;
  anchorId?: string;
  children?: ReactNode;
}) {
  return (
    <Page title={title} description={description} {...(icon ? { icon } : {})}>
      {anchorId ? <div id={anchorId} /> : null}
      {children}
    </Page>
  );
}
