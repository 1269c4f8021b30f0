import type { TAiLimits } from '@wordbook/core/contract/session';
import { useCallback } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { AiToolsPage } from '../../features/ai-tools/components/ai-tools-page';
import { useAtom } from '../../lib/jotai';

/** Joins AI Tools to the session: a spinner while the user is unknown (document 2, §2.2), then the learner's plan and level. */
export function AiToolsRoute() {
  const [session, setSession] = useAtom(sessionAtom);
  const onAiLimits = useCallback(
    (aiLimits: TAiLimits) => setSession((current) => (current.status === 'known' ? { ...current, aiLimits } : current)),
    [setSession],
  );
  if (session.status !== 'known' || !session.user) return <PageSpinner label="Loading AI Tools…" />;
  return <AiToolsPage isPro={session.user.isProUser} level={session.user.level} onAiLimits={onAiLimits} />;
}
