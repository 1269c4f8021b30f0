import type { TAiLimits } from '@wordbook/core/contract/session';
import { useCallback } from 'react';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { DashboardLayout } from '../../features/wordbooks/components/dashboard-layout';
import { useAtom } from '../../lib/jotai';

/** Joins the wordbook dashboard to the session: the learner, and AI points that a generation updates. */
export function DashboardRoute() {
  const [session, setSession] = useAtom(sessionAtom);
  const onAiLimits = useCallback(
    (aiLimits: TAiLimits) => setSession((current) => (current.status === 'known' ? { ...current, aiLimits } : current)),
    [setSession],
  );
  if (session.status !== 'known' || !session.user) return null;
  return <DashboardLayout user={session.user} aiLimits={session.aiLimits} onAiLimits={onAiLimits} />;
}
