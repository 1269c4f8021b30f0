import { aiGenerateWordJob, definitionLanguageNote, ZAiGenerateWordResult, type TAiGenerateWordResult } from '@wordbook/core/contract/jobs/ai-generate-word';
import type { TAiType, TAiGenerateResponse, TWord } from '@wordbook/core/contract/wordbooks';
import type { TAiLimits } from '@wordbook/core/contract/session';
import { AI_COSTS, aiMessages, FREE_VISIBLE_ALTERNATIVES, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { checkAiText, wordKey } from '@wordbook/core/rules/wordbook-rules';
import type { DatabasePool } from '@wordbook/sql/pool';
import type { TUserRow } from '@wordbook/sql/queries/users';
import {
  endRunningRequest,
  failStaleRunningRequests,
  findAiWordResult,
  findJustFinishedRequest,
  findRunningRequest,
  hasAiDataForText,
  insertRunningRequest,
  listWordIdsWithAiData,
  storeWordAiItems,
} from '@wordbook/sql/queries/ai-generation';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { hasTranslations } from '@wordbook/sql/queries/lexicon-translations';
import type { TWordRow } from '@wordbook/sql/queries/words';
import { hasAiModel } from '@wordbook/sql/server-env';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, DomainError } from '../extensions/domain-error.ts';
import type { TLearnerCall } from './app-parts.ts';
import { assertAiDevice, chargeGeneration, currentAiLimits } from './ai-usage.ts';
import { enqueueTracked, type TJobOutcome } from './jobs.ts';
import { requireWordbook } from './wordbooks.ts';
import { requireWord, toWordResponse, wordViewOf } from './words.ts';

/** Single-word AI generation (document 1 §4 "AI generation (single word)"; DESIGN.md "AI points", "Alternatives"). */

/**
 * A running request older than this can only be left over from a job that ended without
 * marking it (its worker's last attempt crashed): it is closed and refunded, and a new one starts.
 */
export const STALE_REQUEST_SECONDS = 120;

export const aiGenerationMessages = {
  wordChanged: aiMessages.wordChanged,
  busy: 'This word is already being generated. Please try again in a moment.',
} as const;

/**
 * Whether a definition result in this language may be reused for the learner: in their language,
 * or in English when nothing can answer in theirs (no AI service, and no dictionary for it loaded).
 * Examples are always English.
 */
async function reusableLanguage({ db, env, user }: Pick<TLearnerCall, 'db' | 'env' | 'user'>, type: TAiType): Promise<(language: string | null) => boolean> {
  const wanted = preferredLanguage(user);
  if (type !== 'definition') return () => true;
  const englishIsAll = wanted === 'en' || (!hasAiModel(env) && !(await hasTranslations(db, wanted)));
  return (language) => (language ?? 'en') === wanted || ((language ?? 'en') === 'en' && englishIsAll);
}

const itemsOf = (row: TWordRow, type: TAiType) => (type === 'definition' ? row.aiDefinitions : row.aiExamples);
const preferredLanguage = (user: TUserRow) => user.preferredDefinitionLanguages[0] ?? 'en';

/** GET /api/ai/check: whether AI data exists for this text (an earlier result, or a word of the wordbook that has items). */
export async function checkExistingAi({ db: pool, user, env }: Pick<TLearnerCall, 'db' | 'user' | 'env'>, query: { wordbook_id: string; word: string; type: TAiType }) {
  const userId = user.id;
  const wordbook = await requireWordbook(pool, userId, query.wordbook_id);
  const key = wordKey(query.word);
  const foundExisting = key.length > 0 && (await hasAiDataForText(pool, { userId, wordbookId: wordbook.id, wordKey: key, type: query.type }));
  return { foundExisting, wordbook_ai_reuse_behavior: wordbook.aiReuseBehavior, canGenerateNew: hasAiModel(env) };
}

/** POST /api/ai/check-batch: which of these words (the learner's own; others are left out) have AI data. */
export async function checkExistingAiBatch({ db, user, env }: Pick<TLearnerCall, 'db' | 'user' | 'env'>, body: { word_ids: string[]; type: TAiType }) {
  const userId = user.id;
  const can_generate_new = hasAiModel(env);
  if (body.word_ids.length === 0) return { existing_word_ids: [], can_generate_new };
  const ids = await listWordIdsWithAiData(db, { userId, wordIds: [...new Set(body.word_ids)], type: body.type });
  return { existing_word_ids: [...ids], can_generate_new };
}

function answer(
  user: TUserRow,
  row: TWordRow,
  type: TAiType,
  extra: { language: string; note: string | null; reused: boolean; aiLimits: TAiLimits | null },
): TAiGenerateResponse {
  // The words service decides what the plan shows (Free: the first 2); meta_total_* counts them all.
  const word: TWord = toWordResponse(row, wordViewOf(user));
  const data =
    type === 'definition'
      ? { definitions: word.ai_definitions, meta_total_definitions: word.meta_total_definitions }
      : { examples: word.ai_examples, meta_total_examples: word.meta_total_examples };
  return { data, word, ...extra };
}

/**
 * Fails and refunds every running request of the learner whose job can no longer mark it (its
 * last attempt crashed, or it is past STALE_REQUEST_SECONDS), whatever the word: only a
 * JobFailure refunds in the worker. Its own transaction, so the refund stands even when the
 * new request is refused; each request is refunded once (the running → failed step is the guard).
 */
async function refundStaleRequests(pool: DatabasePool, userId: string): Promise<void> {
  await pool.transaction(async (tx) => {
    for (const ended of await failStaleRunningRequests(tx, { userId, staleSeconds: STALE_REQUEST_SECONDS })) {
      await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId: ended.jobId });
    }
  });
}


/**
 * Starts POST /api/ai/generate: the learner's word (404), the text check (400), the device rule
 * (403), then reuse or a job. Reuse (force 'reuse', or 'auto' when data
 * exists, or 'regenerate' when only the built-in dictionary is configured, whose answer would be the same)
 * puts the earlier result on the word, free of charge. Otherwise one transaction records
 * the running request, charges the points (402 past the ceiling) and enqueues the job; a request
 * for a word and type already running joins that job, uncharged.
 */
export async function startWordGeneration(
  call: TLearnerCall,
  body: { word_id: string; word: string; type: TAiType; force: 'auto' | 'reuse' | 'regenerate' },
): Promise<TJobOutcome<TAiGenerateResponse>> {
  const { db: pool, boss, env, user } = call;
  await refundStaleRequests(pool, user.id);
  const row = await requireWord(pool, user.id, body.word_id);
  const textProblem = checkAiText(body.word);
  if (textProblem) throw badRequest(textProblem, 'word');
  if (wordKey(body.word) !== wordKey(row.text)) throw conflict(aiGenerationMessages.wordChanged, 'word');
  await assertAiDevice(call);
  const text = row.text.trim();
  const key = wordKey(text);

  if (body.force !== 'regenerate' || !hasAiModel(env)) {
    // Reuse matches word and language: a learner who switched to German is not given the English meanings again.
    const reusable = await reusableLanguage(call, body.type);
    const onWord = reusable(row.aiDefinitionsLanguage) ? itemsOf(row, body.type) : [];
    const found = onWord.length > 0 ? null : await findAiWordResult(pool, { userId: user.id, wordKey: key, type: body.type });
    const earlier = found && reusable(found.language) ? found : null;
    // "When nothing exists, the force mode is auto": reuse with nothing to reuse generates.
    if (onWord.length > 0 || earlier) {
      let reusedRow = row;
      let language = body.type === 'definition' ? (row.aiDefinitionsLanguage ?? 'en') : 'en';
      let provider = '';
      if (earlier) {
        // The learner's word keeps its own items (and pick); an earlier result is copied onto a word that has none.
        const stored = await storeWordAiItems(pool, { wordId: row.id, userId: user.id, wordKey: key, type: body.type, items: earlier.items, language: earlier.language });
        if (!stored) throw conflict(aiGenerationMessages.wordChanged, 'word');
        reusedRow = await requireWord(pool, user.id, row.id);
        language = earlier.language;
        provider = earlier.provider;
      }
      const note = body.type === 'definition' ? definitionLanguageNote({ provider, language, preferred: preferredLanguage(user) }) : null;
      return { now: answer(user, reusedRow, body.type, { language, note, reused: true, aiLimits: await currentAiLimits(pool, user) }) };
    }
  }

  const newJobId = randomUUID();
  const points = body.type === 'definition' ? AI_COSTS.definition : AI_COSTS.example;
  const payload = {
    userId: user.id,
    wordId: row.id,
    type: body.type,
    word: text,
    language: preferredLanguage(user),
    force: body.force,
    visible: user.plan === 'pro' ? MAX_AI_ALTERNATIVES : FREE_VISIBLE_ALTERNATIVES,
  };
  const started = await pool.transaction(async (tx) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await insertRunningRequest(tx, { jobId: newJobId, userId: user.id, wordId: row.id, type: body.type, points })) {
        await chargeGeneration(tx, user, env, { points, reason: body.type, jobId: newJobId });
        return { jobId: await enqueueTracked(tx, boss, aiGenerateWordJob, payload, user.id, { id: newJobId }) };
      }
      const running = await findRunningRequest(tx, { wordId: row.id, type: body.type });
      if (!running) {
        // It ended between our colliding insert and this read, so it ran alongside this request: its result answers both.
        const justDone = await findJustFinishedRequest(tx, { wordId: row.id, type: body.type, withinSeconds: 30 });
        if (justDone) return { jobId: justDone.jobId };
        continue; // it failed: try again
      }
      if (!running.jobFinished && running.ageSeconds < STALE_REQUEST_SECONDS) return { jobId: running.jobId };
      const ended = await endRunningRequest(tx, { jobId: running.jobId, status: 'failed' });
      if (ended) await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId: running.jobId });
    }
    throw new DomainError(409, aiGenerationMessages.busy);
  });
  return started;
}

/** The plain variant's answer once the job is done: the word as the learner's plan shows it. */
export async function answerFromJobResult(
  { db, user }: Pick<TLearnerCall, 'db' | 'user'>,
  job: { wordId: string; type: TAiType },
  jobResult: unknown,
): Promise<TAiGenerateResponse> {
  const result: TAiGenerateWordResult = ZAiGenerateWordResult.parse(jobResult);
  const row = await requireWord(db, user.id, job.wordId);
  return answer(user, row, job.type, { language: result.language, note: result.note, reused: false, aiLimits: await currentAiLimits(db, user) });
}
