import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { useOutletContext } from 'react-router-dom';
import type { WordbookList } from './use-wordbook-list';

/** What the dashboard layout hands to the wordbook panel in its outlet. */
export type DashboardContext = {
  user: TSessionUser;
  aiLimits: TAiLimits | null;
  /** A generation answered with the learner's new AI points: the bars everywhere follow. */
  onAiLimits: (limits: TAiLimits) => void;
  online: boolean;
  list: WordbookList;
  /** Opens the create-wordbook form (the empty state offers it too). */
  openCreate: () => void;
};

export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>();
}
