import { ZAiGenerateWordResult, type TAiGenerateWordPayload } from '@wordbook/core/contract/jobs/ai-generate-word';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { wordKey } from '@wordbook/core/rules/wordbook-rules';
import {
  appendFinalJobEvents,
  endRunningRequestsDone,
  listRequestStatuses,
  lockWordsForUpdate,
  storeWordsAiItems,
  upsertAiWordResults,
} from '@wordbook/sql/queries/ai-generation-batch';
import type { BatchContext } from '../job-handler.ts';
import type { TAiItems } from '../providers/ai/ai-provider.ts';
import { processAiProvider } from '../providers/ai/select-provider.ts';

type TReady = { jobId: string; payload: TAiGenerateWordPayload; key: string; answer: TAiItems };

/**
 * A batch of single-word jobs (load and scale): one provider call for all the words (a provider
 * with `many`, the lexicon), then one transaction that, for each job whose word still has its
 * text and whose request is still running, marks the request done, stores the items on the word
 * and in ai_word_results, and appends the result event with its NOTIFY — the same effects and
 * done-marker as aiGenerateWordHandler's `finish`, all or nothing. Every other job (a request no
 * longer running, a word that changed or is gone, a word the provider has nothing for) is left
 * to the one-job handler, which answers it exactly as before; this transaction touched nothing of it.
 */
export async function handleAiGenerateWordBatch({ jobs, pool }: BatchContext<TAiGenerateWordPayload>): Promise<string[]> {
  const provider = processAiProvider(pool);
  if (!provider.many || jobs.length === 0) return jobs.map((job) => job.jobId);
  const statuses = new Map((await listRequestStatuses(pool, jobs.map((job) => job.jobId))).map((r) => [r.jobId, r.status]));
  const running = jobs.filter((job) => statuses.get(job.jobId) === 'running');
  const definitions = running.filter((job) => job.payload.type === 'definition');
  const examples = running.filter((job) => job.payload.type === 'example');
  const answers = [
    ...(definitions.length > 0 ? await provider.many.definitions(definitions.map((job) => ({ word: job.payload.word, language: job.payload.language }))) : []),
    ...(examples.length > 0 ? await provider.many.examples(examples.map((job) => job.payload.word)) : []),
  ];
  const ready: TReady[] = [];
  for (const [i, job] of [...definitions, ...examples].entries()) {
    const answer = answers[i]!;
    if (answer instanceof Error) continue;
    ready.push({ ...job, key: wordKey(job.payload.word), answer: { ...answer, items: answer.items.slice(0, MAX_AI_ALTERNATIVES) } });
  }
  const done =
    ready.length === 0
      ? []
      : await pool.transaction(async (tx) => {
          // The word rows first, like the one-job path and a word's delete: the same lock order, no deadlock.
          const texts = new Map((await lockWordsForUpdate(tx, { words: ready.map((r) => r.payload) })).map((w) => [w.id, w.text]));
          const unchanged = ready.filter((r) => {
            const text = texts.get(r.payload.wordId);
            return text !== undefined && wordKey(text) === r.key;
          });
          // Before storing anything: a request that is no longer running never gets items.
          const ended = new Set(unchanged.length > 0 ? await endRunningRequestsDone(tx, unchanged.map((r) => r.jobId)) : []);
          const stored = unchanged.filter((r) => ended.has(r.jobId));
          for (const type of ['definition', 'example'] as const) {
            const words = stored.filter((r) => r.payload.type === type);
            await storeWordsAiItems(tx, { type, words: words.map((r) => ({ wordId: r.payload.wordId, userId: r.payload.userId, items: r.answer.items, language: r.answer.language })) });
          }
          await upsertAiWordResults(
            tx,
            stored.map((r) => ({ userId: r.payload.userId, wordKey: r.key, type: r.payload.type, items: r.answer.items, language: r.answer.language, provider: provider.name })),
          );
          await appendFinalJobEvents(
            tx,
            stored.map((r) => ({
              jobId: r.jobId,
              kind: 'result' as const,
              data: ZAiGenerateWordResult.parse({
                items: r.answer.items.slice(0, r.payload.visible),
                total: r.answer.items.length,
                language: r.answer.language,
                note: r.answer.note,
                provider: provider.name,
              }),
            })),
          );
          return stored;
        });
  const finished = new Set(done.map((r) => r.jobId));
  return jobs.filter((job) => !finished.has(job.jobId)).map((job) => job.jobId);
}
