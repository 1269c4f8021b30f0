import type { TStudyTaskUnits } from '@wordbook/core/contract/study-plan-sessions';
import { useEffect, useState } from 'react';
import { refusalMessage } from '../../../../lib/api-client';
import { getTaskUnits } from '../../api/task-calls';
import { sessionChunkSize, type TSplitSettings } from '../../lib/review-split';

const STATUS = { pending: 'To do', in_progress: 'In progress', completed: 'Done' } as const;

/** The chunk list: today's review cut by Split Settings into practice sessions, each with its state. */
export function ReviewUnits({ planId, total, split, refreshKey }: { planId: string; total: number; split: TSplitSettings; refreshKey: unknown }) {
  const [units, setUnits] = useState<TStudyTaskUnits | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chunkSize = sessionChunkSize(total, split);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again with each overview, so finished chunks show as done
  useEffect(() => {
    if (!planId || total === 0) return;
    const controller = new AbortController();
    getTaskUnits(planId, 'review', { chunkSize, order: split.order }, controller.signal).then(
      (answer) => {
        setUnits(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(refusalMessage(failure, 'Failed to load words'));
      },
    );
    return () => controller.abort();
  }, [planId, total, chunkSize, split.order, refreshKey]);

  if (error) return <p className="study-step__note">{error}</p>;
  if (!units) return null;
  return (
    <ol className="study-chunks" aria-label="Chunks">
      {units.units.map((u) => (
        <li key={u.index} className={`study-chunks__item study-chunks__item--${u.status}`}>
          <span>
            {split.mode === 'days' ? 'Day' : 'Chunk'} {u.index + 1} <span className="study-step__note">· {u.wordbookName}</span>
          </span>
          <span className="study-todo__meta">
            {u.words.length} words · {STATUS[u.status]}
          </span>
        </li>
      ))}
    </ol>
  );
}
