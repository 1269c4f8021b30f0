import { z } from 'zod';
import { FREE_VISIBLE_ALTERNATIVES, MAX_AI_ALTERNATIVES } from '../../rules/ai-points.ts';
import { ZAiType } from '../wordbooks.ts';
import { defineJob } from './define-job.ts';

/**
 * One word's AI definitions or examples (document 1 §4 "AI generation (single word)"). The API
 * enqueues it in the transaction that charges the points and records the ai_generation_requests
 * row; the worker stores the items on the word and answers with the result event.
 */
export const ZAiGenerateWordPayload = z.object({
  userId: z.string().uuid(),
  wordId: z.string().uuid(),
  type: ZAiType,
  word: z.string().min(1).max(100),
  /** The learner's preferred definition language (a provider that cannot, answers in English and says so). */
  language: z.string().default('en'),
  force: z.enum(['auto', 'reuse', 'regenerate']).default('auto'),
  /** How many items the result event may show (Free sees 2); older payloads get the Free count. */
  visible: z.number().int().min(0).max(MAX_AI_ALTERNATIVES).default(FREE_VISIBLE_ALTERNATIVES),
});
export type TAiGenerateWordPayload = z.infer<typeof ZAiGenerateWordPayload>;

/** The result event: the items the learner may see, how many there are in all, their language and a note. */
export const ZAiGenerateWordResult = z.object({
  items: z.array(z.string()),
  total: z.number().int(),
  language: z.string(),
  note: z.string().nullable(),
  provider: z.string(),
});
export type TAiGenerateWordResult = z.infer<typeof ZAiGenerateWordResult>;

export const aiGenerateWordJob = defineJob({
  name: 'ai-generate-word',
  payload: ZAiGenerateWordPayload,
  // A person waits (35 s at most): retry a crashed attempt quickly, and not for long.
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  // Longer than the provider's whole budget (AI_TOTAL_BUDGET_MS), so a slow answer is not run twice.
  expireInSeconds: 30,
  interactive: true,
  // A backlog drains in batches (one lookup and one finishing transaction per batch, see the
  // worker's handleBatch); a lone job is still fetched and answered at once. Each fetch of a batch
  // reads the whole backlog's index, so larger batches cost fewer reads: 100 drained 10 000 jobs
  // faster than 50 (docs/benchmarks.md). With a model the worker fetches one at a time.
  batchSize: 100,
});

/** The provider's whole budget for one job, retries included: under the queue's expiry and the API's 35-s wait. */
export const AI_TOTAL_BUDGET_MS = 25_000;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
/** 'ko' → 'Korean', 'zh-CN' → 'Chinese (China)'; the code itself when unknown. */
export const languageName = (code: string): string => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The note shown beside definitions that are not in the learner's preferred language. The
 * built-in dictionary (lexicon provider) only has English, and says so.
 */
export function definitionLanguageNote(args: { provider: string; language: string; preferred: string }): string | null {
  if (args.language === args.preferred) return null;
  if (args.provider === 'lexicon') {
    return `Definitions are in English; the built-in dictionary has no ${languageName(args.preferred)} definitions.`;
  }
  return `Definitions are in ${languageName(args.language)}, not ${languageName(args.preferred)}.`;
}
