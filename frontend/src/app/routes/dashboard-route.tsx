import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { WordbookGeneratorDialog } from '../../features/ai-tools/components/wordbook-generator-dialog';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { DashboardLayout } from '../../features/wordbooks/components/dashboard-layout';
import { useAtom } from '../../lib/jotai';
import { useOnlineStatus } from '../../lib/use-online-status';

/** The AI wordbook generator, reachable from the dashboard as from AI Tools. */
function GenerateWordbookAction({ user, onSaved, onAiLimits }: { user: TSessionUser; onSaved: () => void; onAiLimits: (limits: TAiLimits) => void }) {
  const [open, setOpen] = useState(false);
  const online = useOnlineStatus();
  return (
    <>
      <Button
        label="Generate with AI"
        icon="pi pi-sparkles"
        size="small"
        variant="outlined"
        disabled={!online}
        tooltip={online ? 'Make a new wordbook of words at your level' : 'Unavailable offline'}
        tooltipOptions={{ position: 'bottom', showOnDisabled: true }}
        onClick={() => setOpen(true)}
      />
      <WordbookGeneratorDialog open={open} onClose={() => setOpen(false)} isPro={user.isProUser} level={user.level} onSaved={onSaved} onAiLimits={onAiLimits} />
    </>
  );
}

/** Joins the wordbook dashboard to the session: the learner, and AI points that a generation updates. */
export function DashboardRoute() {
  const [session, setSession] = useAtom(sessionAtom);
  const onAiLimits = useCallback(
    (aiLimits: TAiLimits) => setSession((current) => (current.status === 'known' ? { ...current, aiLimits } : current)),
    [setSession],
  );
  if (session.status !== 'known' || !session.user) return null;
  const user = session.user;
  return (
    <DashboardLayout
      user={user}
      aiLimits={session.aiLimits}
      onAiLimits={onAiLimits}
      renderSidebarFooter={(reload) => <GenerateWordbookAction user={user} onSaved={reload} onAiLimits={onAiLimits} />}
    />
  );
}
