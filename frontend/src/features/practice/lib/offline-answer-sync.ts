import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { offlineStore } from '../../../lib/offline-store';
import { sendOfflineAnswer } from '../api/send-offline-answer';

/**
 * Sends the practice answers given offline, oldest first, one at a time. An answer the server
 * took (or had already taken: each carries its own id, so a repeat counts once) or refused for
 * good (its word deleted or changed, 4xx) leaves the queue; a network error, a server error, a
 * signed-out session or a rate limit stops the run, and the answer waits for the next one.
 */

/** Refusals that may go away by themselves: the answer stays queued for them. */
const RETRY_LATER = new Set([0, 401, 403, 408, 425, 429]);

let running: Promise<void> | null = null;

export function sendQueuedAnswers(userId: string): Promise<void> {
  running ??= (async () => {
    try {
      // Again until the queue is empty: an answer given while a run was under way is sent by the same run.
      for (;;) {
        const queued = await offlineStore.queuedAnswers(userId);
        if (queued.length === 0) return;
        for (const { userId: _owner, ...answer } of queued) {
          if (!navigator.onLine) return;
          try {
            await sendOfflineAnswer(answer);
          } catch (error) {
            const status = error instanceof ApiError ? error.status : 0;
            if (RETRY_LATER.has(status) || status >= 500) return;
            console.warn('An answer given offline was refused and will not be sent again.', error);
          }
          // An answer that cannot leave the queue would be sent forever: stop, the next run tries again.
          if (!(await offlineStore.dropAnswer(answer.answerId))) return;
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Sends the learner's waiting answers when the app opens online and whenever the connection returns. */
export function useOfflineAnswerSync(userId: string | null): void {
  useEffect(() => {
    if (!userId) return undefined;
    const send = () => void sendQueuedAnswers(userId);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);
}
