import { useCallback } from 'react';
import { refreshSessionAtom, useSessionUser } from '../../features/auth/atoms/session-atom';
import { LevelTestPage } from '../../features/level-test/components/level-test-page';
import { useSetAtom } from '../../lib/jotai';

/** Joins the level test to the session: the plan decides the retake wording, and a finished test refreshes the learner's level. */
export function LevelTestRoute() {
  const user = useSessionUser();
  const refreshSession = useSetAtom(refreshSessionAtom);
  const onFinished = useCallback(() => void refreshSession(), [refreshSession]);
  return <LevelTestPage isPro={Boolean(user?.isProUser)} onFinished={onFinished} />;
}
