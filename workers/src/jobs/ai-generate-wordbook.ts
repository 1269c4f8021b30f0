import { visibleGeneratedWords, type TWordbookNextStreamResult } from '@wordbook/core/contract/ai-wordbook';
import { aiGenerateWordbookJob } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { aiMessages, AI_COSTS } from '@wordbook/core/rules/ai-points';
import type { DatabasePool } from '@wordbook/sql/pool';
import { failDraft, findDraft, finishDraft } from '@wordbook/sql/queries/ai-wordbooks';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { listJobEventsAfter } from '@wordbook/sql/queries/job-runs';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { processAiProvider } from '../providers/ai/select-provider.ts';
import { collectWords, type TCollected } from '../wordbook-generator/word-collection.ts';

const PROGRESS_EVERY = 5;

/**
 * The AI wordbook draft. The words come from the model when one is configured (checked against
 * the lexicon: a word WordNet does not know, or knows as offensive, is dropped, never saved),
 * then from the WordNet neighbourhood of the prompt's and the reference wordbooks' words
 * (topicWords), then from the learner's band; never a word the learner keeps (nor a form or
 * lemma of one); a prompt few words relate to is noted on the draft (topic_note). Progress {total, emitted} counts
 * prepared words and never goes back, even across a retry. The words are written onto the draft
 * with the result event (the done-marker), which shows the learner `payload.visible` definitions
 * and examples of each (the draft keeps them all); points for words not delivered are given
 * back, and a failure gives back all of them, once.
 */
export const aiGenerateWordbookHandler = defineHandler({
  definition: aiGenerateWordbookJob,
  streams: true,
  handle: async ({ jobId, payload, signal, pool, log, progress, finish }) => {
    const draft = await findDraft(pool, { userId: payload.userId, id: payload.draftId });
    // Gone (the account was purged), or closed as stale and refunded by the API meanwhile.
    if (!draft || draft.status === 'failed') throw new JobFailure(aiMessages.failed);

    // A retry continues the progress its killed predecessor reported instead of starting at 0 again.
    let reported = -1;
    for (const e of await listJobEventsAfter(pool, { jobId, afterSeq: 0 })) {
      if (e.kind === 'progress') reported = Math.max(reported, (e.data as { emitted?: number }).emitted ?? 0);
    }
    const total = payload.count;
    const report = async (emitted: number) => {
      if (emitted <= reported || (emitted % PROGRESS_EVERY !== 0 && emitted !== total)) return;
      reported = emitted;
      await progress({ total, emitted });
    };
    await report(0);

    let result: TCollected;
    try {
      result = await collectWords(pool, { payload, signal, log, provider: processAiProvider(pool), onWord: (n) => report(n) });
    } catch (error) {
      if (signal.aborted || !(error instanceof JobFailure)) throw error;
      await failAndRefund(pool, payload.draftId);
      throw error;
    }
    if (result.words.length === 0) {
      await failAndRefund(pool, payload.draftId);
      throw new JobFailure(aiMessages.failed);
    }

    await finish(async (tx): Promise<TWordbookNextStreamResult> => {
      const done = await finishDraft(tx, {
        id: payload.draftId,
        words: result.words,
        provider: result.provider,
        topicNote: result.topicNote,
        points: result.words.length * AI_COSTS.wordbookWord,
      });
      if (!done) throw new JobFailure(aiMessages.failed);
      if (done.refund > 0) await refundAiPoints(tx, { userId: done.userId, points: done.refund, chargedMonth: done.chargedMonth, jobId });
      // The draft keeps every definition and example; the learner reads the ones their plan shows.
      return { words: visibleGeneratedWords(result.words, payload.visible), saved: false, wordbook: { id: payload.draftId }, provider: result.provider, topic_note: result.topicNote };
    });
  },
});

async function failAndRefund(pool: DatabasePool, draftId: string) {
  await pool.transaction(async (tx) => {
    const ended = await failDraft(tx, { id: draftId });
    if (ended) await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId: draftId });
  });
}
