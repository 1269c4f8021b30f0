import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { useMemo, useState } from 'react';
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
};

/** /dashboard and /dashboard/{wordbookId} (document 1, §2): the 'Your Wordbooks' sidebar and the open wordbook. */
export function DashboardLayout({ user, aiLimits, onAiLimits }: DashboardLayoutProps) {
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
      />
      <section className="dashboard__main" aria-label="Wordbook">
        <Outlet context={context} />
      </section>
      <CreateWordbookDialog open={createOpen} onClose={() => setCreateOpen(false)} onOpen={() => setCreateOpen(true)} create={list.create} />
    </div>
  );
}
