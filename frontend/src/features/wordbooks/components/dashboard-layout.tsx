import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { type ReactNode, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { CreateWordbookDialog } from './create-wordbook-dialog';
import type { DashboardContext } from './dashboard-context';
import { useWordbookList } from './use-wordbook-list';
import { WordbookSidebar } from './wordbook-sidebar';

export type DashboardLayoutProps = {
  user: TSessionUser;
  aiLimits: TAiLimits | null;
  onAiLimits: (limits: TAiLimits) => void;
  /** Sidebar actions from other features (the app layer joins them): given a way to reload the list. */
  renderSidebarFooter?: (reloadWordbooks: () => void) => ReactNode;
};

/** /dashboard and /dashboard/{wordbookId} (document 1, §2): the 'Your Wordbooks' sidebar and the open wordbook. */
export function DashboardLayout({ user, aiLimits, onAiLimits, renderSidebarFooter }: DashboardLayoutProps) {
  const online = useOnlineStatus();
  const list = useWordbookList(user.id, online);
  const [createOpen, setCreateOpen] = useState(false);

  const context = useMemo<DashboardContext>(
    () => ({ user, aiLimits, onAiLimits, online, list, openCreate: () => setCreateOpen(true) }),
    [user, aiLimits, onAiLimits, online, list],
  );

  return (
    <div className="dashboard">
      <WordbookSidebar
        list={list}
        online={online}
        isPro={user.isProUser}
        aiLimits={aiLimits}
        onAdd={() => setCreateOpen(true)}
        footer={renderSidebarFooter?.(list.reload)}
      />
      <section className="dashboard__main" aria-label="Wordbook">
        <Outlet context={context} />
      </section>
      <CreateWordbookDialog open={createOpen} onClose={() => setCreateOpen(false)} onOpen={() => setCreateOpen(true)} create={list.create} />
    </div>
  );
}
