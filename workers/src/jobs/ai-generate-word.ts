import { aiGenerateWordJob, ZAiGenerateWordResult } from '@wordbook/core/contract/jobs/ai-generate-word';
import { aiMessages, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { wordKey } from '@wordbook/core/rules/wordbook-rules';
import type { DatabasePool } from '@wordbook/sql/pool';
import { endRunningRequest, findRequestStatus, storeWordAiItems, upsertAiWordResult } from '@wordbook/sql/queries/ai-generation';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { findFinalJobEvent } from '@wordbook/sql/queries/job-runs';
import { findWord } from '@wordbook/sql/queries/words';
import { hasAiModel, serverEnv } from '@wordbook/sql/server-env';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { handleAiGenerateWordBatch } from './ai-generate-word-batch.ts';
import { AiNoResultError, AiProviderError, type TAiItems } from '../providers/ai/ai-provider.ts';
import { processAiProvider } from '../providers/ai/select-provider.ts';


/** Marks the request failed and gives its points back, once (the running → failed step is the guard). */
async function failRequest(pool: DatabasePool, jobId: string) {
  await pool.transaction(async (tx) => {
    const ended = await endRunningRequest(tx, { jobId, status: 'failed' });
    if (ended) await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId });
  });
}

/** Rolls `finish` back without a result event; `reason` says why. */
class NotStored extends Error {
  constructor(readonly reason: 'request-ended' | 'word-changed') {
    super(reason);
  }
}

/**
 * One word's definitions or examples from the configured provider. The request is marked done,
 * the items go onto the word and into ai_word_results (for "Load Previous"), in the same
 * transaction as the result event — the done-marker a repeated delivery checks. When the provider
 * has nothing (an unknown word, no example sentence) or fails, the learner reads why, the request
 * is marked failed and the points are refunded. Nothing is stored when the request had already
 * ended (failed and refunded, or done by a parallel delivery), nor when the word's text changed
 * meanwhile (then the request fails and is refunded).
 */
export const aiGenerateWordHandler = defineHandler({
  definition: aiGenerateWordJob,
  streams: true,
  // Batches only for the lexicon, whose jobs take milliseconds; a model's jobs are fetched one by
  // one, so the AI service sees at most --concurrency calls per process and one failure retries one job.
  fetchBatchSize: () => (hasAiModel(serverEnv()) ? 1 : aiGenerateWordJob.batchSize),
  handleBatch: handleAiGenerateWordBatch,
  handle: async ({ jobId, payload, signal, pool, log, finish }) => {
    // An earlier delivery already failed and refunded this request (it crashed before its error event).
    if ((await findRequestStatus(pool, jobId)) === 'failed') throw new JobFailure(aiMessages.failed);
    const provider = processAiProvider(pool);
    let answer: TAiItems;
    try {
      answer =
        payload.type === 'definition'
          ? await provider.definitions(payload.word, payload.language, signal)
          : await provider.examples(payload.word, signal);
    } catch (error) {
      // The worker is stopping: let pg-boss hand the job to another worker.
      if (signal.aborted) throw error;
      if (!(error instanceof AiNoResultError || error instanceof AiProviderError)) throw error;
      log.warn({ err: error.message, provider: provider.name, word: payload.word, type: payload.type }, 'AI generation failed');
      await failRequest(pool, jobId);
      throw new JobFailure(error instanceof AiNoResultError ? error.message : aiMessages.failed);
    }
    const items = answer.items.slice(0, MAX_AI_ALTERNATIVES);
    const key = wordKey(payload.word);
    try {
      await finish(async (tx) => {
        // The word row first, like a word's delete (which then cascades to the request): the same lock order, no deadlock.
        const word = await findWord(tx, { userId: payload.userId, wordId: payload.wordId, forUpdate: true });
        if (!word || wordKey(word.text) !== key) throw new NotStored('word-changed');
        // Before storing anything: a request that is no longer running (maybe refunded) never gets items.
        if (!(await endRunningRequest(tx, { jobId, status: 'done' }))) throw new NotStored('request-ended');
        const stored = await storeWordAiItems(tx, { wordId: payload.wordId, userId: payload.userId, wordKey: key, type: payload.type, items, language: answer.language });
        if (!stored) throw new NotStored('word-changed');
        await upsertAiWordResult(tx, { userId: payload.userId, wordKey: key, type: payload.type, items, language: answer.language, provider: provider.name });
        return ZAiGenerateWordResult.parse({
          items: items.slice(0, payload.visible),
          total: items.length,
          language: answer.language,
          note: answer.note,
          provider: provider.name,
        });
      });
    } catch (error) {
      if (!(error instanceof NotStored)) throw error;
      if (error.reason === 'word-changed') await failRequest(pool, jobId);
      // A parallel delivery may already have answered the learner: never a second final event.
      if (await findFinalJobEvent(pool, jobId)) {
        log.info({ reason: error.reason }, 'nothing stored; the job was already answered');
        return;
      }
      throw new JobFailure(error.reason === 'word-changed' ? aiMessages.wordChanged : aiMessages.failed);
    }
  },
});
