import { z } from 'zod';
import { FREE_VISIBLE_ALTERNATIVES, MAX_AI_ALTERNATIVES } from '../../rules/ai-points.ts';
import { LEVEL_MAX, LEVEL_MIN } from '../../rules/level-scale.ts';
import { PROMPT_MAX, STUDY_PLAN_WORD_COUNT_MIN, WORD_COUNT_MAX_PRO } from '../../rules/wordbook-prompt-rules.ts';
import { defineJob } from './define-job.ts';

/**
 * The AI wordbook generator's draft (document 1 §4 "AI wordbook generator"): `count` dictionary
 * words related to the reference wordbooks and the prompt, at the learner's level, none of the
 * learner's own words, each with WordNet definitions and examples. The API enqueues it in the
 * transaction that records the running draft (ai_wordbook_drafts, id = the job's id) and charges
 * 2 points a word; the worker writes the words onto the draft, every definition and example,
 * with the result event (ZWordbookNextStreamResult: the `visible` ones of each word, and the
 * totals) and refunds what it could not deliver.
 */
export const ZAiGenerateWordbookPayload = z.object({
  userId: z.string().uuid(),
  /** the ai_wordbook_drafts row (its id is the job's id) */
  draftId: z.string().uuid(),
  wordbookIds: z.array(z.string().uuid()).max(50),
  count: z.number().int().min(STUDY_PLAN_WORD_COUNT_MIN).max(WORD_COUNT_MAX_PRO),
  /** sanitised and checked (checkPrompt); '' when none */
  prompt: z.string().max(PROMPT_MAX).default(''),
  level: z.number().int().min(LEVEL_MIN).max(LEVEL_MAX),
  /** How many definitions and examples of each word the result event may show (Free sees 2); older payloads get the Free count. */
  visible: z.number().int().min(1).max(MAX_AI_ALTERNATIVES).default(FREE_VISIBLE_ALTERNATIVES),
});
export type TAiGenerateWordbookPayload = z.infer<typeof ZAiGenerateWordbookPayload>;

/** The model's whole share of a job: past it, the lexicon fills the rest (the job must end well inside its expiry). */
export const WORDBOOK_MODEL_BUDGET_MS = 18_000;

export const aiGenerateWordbookJob = defineJob({
  name: 'ai-generate-wordbook',
  payload: ZAiGenerateWordbookPayload,
  // A person waits: retry a crashed attempt quickly. The worst case is the model's budget (18 s)
  // plus the lexicon's work after it: 150 words after four rounds of 100 proposals, nearly all
  // rejected, take about 0.35 s with batched lookups (0.6–1 s one at a time), say 3 s under load:
  // about 21 s. 45 s is twice that, so a slow run is not started twice (the API test checks the
  // margin), and three attempts (3 × 45 s + 2 × 1 s) end before the API closes a running draft
  // as stale (STALE_DRAFT_SECONDS, 180 s).
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 45,
  interactive: true,
});
