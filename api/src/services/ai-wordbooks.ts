import {
  wordbookNextMessages as M,
  ZGeneratedWord,
  ZTopicNote,
  ZWordbookNextStreamResult,
  type TGeneratedWord,
  type TGenerateWordbookNextResponse,
  type TSaveWordbookNextRequest,
  type TSaveWordbookNextResponse,
  type TWordbookNextStreamResult,
  visibleGeneratedWords,
} from '@wordbook/core/contract/ai-wordbook';
import { aiGenerateWordbookJob } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { AI_COSTS, FREE_VISIBLE_ALTERNATIVES, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { LEVEL_MAX } from '@wordbook/core/rules/level-scale';
import { checkPrompt, checkWordCount, dateInTimeZone, generatedWordbookName, isKnownTimeZone } from '@wordbook/core/rules/wordbook-prompt-rules';
import { WORDS_PER_WORDBOOK_MAX, wordbookMessages, wordKey, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import type { DatabaseTransactionConnection } from '@wordbook/sql/pool';
import {
  closeStaleDrafts,
  deleteWordsById,
  findRecentDraft,
  findRunningDraft,
  insertDraftWords,
  insertRunningDraft,
  listOwnedWordbookIds,
  listWordKeys,
  lockDraftForSave,
  setDraftWordbook,
  setOwnWordTexts,
  touchWordbook,
  wordbookNamesStartingWith,
  type TDraftRow,
  type TDraftWordToSave,
} from '@wordbook/sql/queries/ai-wordbooks';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { findWordbook, insertWordbook, lockWordbook, WORDBOOK_NAME_UNIQUE_INDEX } from '@wordbook/sql/queries/wordbooks';
import { createHash, randomUUID } from 'node:crypto';
import { UniqueIntegrityConstraintViolationError } from 'slonik';
import { z } from 'zod';
import { badRequest, conflict, DomainError, notFound } from '../extensions/domain-error.ts';
import { assertAiDevice, chargeGeneration, currentAiLimits } from './ai-usage.ts';
import type { TLearnerCall } from './app-parts.ts';
import { enqueueTracked, type TJobOutcome } from './jobs.ts';
import { isUuid } from './wordbooks.ts';

/**
 * The AI wordbook generator (document 1 §4, §5, §7; document 2 §5, §7): a job drafts the words,
 * the learner reviews them, and save-wordbook-next turns the draft into one 'generated'
 * wordbook. docs/decisions.md "AI wordbook generator".
 */

/** A running draft older than this can only be left over from a job that died: it is closed and refunded. */
export const STALE_DRAFT_SECONDS = 180;
/**
 * An identical request this soon after its draft finished (and before it is saved) answers that
 * draft, uncharged: the client's plain fallback after a stream cut just before the result.
 */
export const REJOIN_DRAFT_SECONDS = 120;

/** How many definitions and examples of each generated word the learner may read (DESIGN.md "Alternatives"). */
const visibleFor = (user: { plan: string }) => (user.plan === 'pro' ? MAX_AI_ALTERNATIVES : FREE_VISIBLE_ALTERNATIVES);

/** What identifies "the same request": the reference wordbooks (in any order), the count and the prompt. */
const requestKeyOf = (args: { wordbookIds: string[]; count: number; prompt: string }) =>
  createHash('sha256')
    .update(JSON.stringify([[...args.wordbookIds].sort(), args.count, args.prompt]))
    .digest('hex');

/** A finished draft as its learner may read it (the draft itself keeps every definition and example). */
const resultOfDraft = (draft: TDraftRow, visible: number): TWordbookNextStreamResult => ({
  words: visibleGeneratedWords(z.array(ZGeneratedWord).parse(draft.words), visible),
  saved: false,
  wordbook: { id: draft.id },
  provider: draft.provider ?? 'lexicon',
  // A note that no longer reads as one is left out rather than failing the whole answer.
  topic_note: ZTopicNote.safeParse(draft.topicNote).data ?? null,
});

/**
 * Starts POST /api/ai/generate-wordbook-next: the count (400 'Enter between {min} and {max}
 * words'), the prompt rules (400), the prompt is Pro-only (403), the reference wordbooks are the
 * learner's (404), the learner has a level (400), the time zone (400), the device rule (403),
 * then one transaction closes (and refunds) drafts left by dead jobs, joins an identical running
 * request (or answers its fresh draft), or records the draft, charges 2 points a word (402 past
 * the ceiling) and enqueues the job.
 */
export async function startWordbookGeneration(
  call: TLearnerCall,
  body: { wordbook_ids: string[]; count?: unknown; prompt: string; timezone?: string | null; studyplan?: boolean | undefined },
): Promise<TJobOutcome<TWordbookNextStreamResult>> {
  const { db: pool, boss, env, user } = call;
  const isPro = user.plan === 'pro';

  const counted = checkWordCount(body.count, isPro, body.studyplan === true);
  if (counted.error !== null) throw badRequest(counted.error, 'count');
  const prompted = checkPrompt(body.prompt);
  if (prompted.error !== null) throw badRequest(prompted.error, 'prompt');
  if (prompted.prompt !== '' && !isPro) throw new DomainError(403, M.promptProOnly, { field: 'prompt', code: 'PRO_REQUIRED' });

  const wordbookIds = [...new Set(body.wordbook_ids)];
  if (!wordbookIds.every(isUuid)) throw notFound(wordbookMessages.notFound);
  if (wordbookIds.length > 0 && (await listOwnedWordbookIds(pool, { userId: user.id, ids: wordbookIds })).length !== wordbookIds.length) {
    throw notFound(wordbookMessages.notFound);
  }
  // Level 0 (an administrator's edit) means no level either.
  if (!user.level || user.level < 1) throw new DomainError(400, M.levelRequired, { code: 'LEVEL_REQUIRED' });
  const level = Math.min(LEVEL_MAX, user.level);
  const timeZone = body.timezone?.trim() || null;
  if (timeZone !== null && !isKnownTimeZone(timeZone)) throw badRequest(M.unknownTimeZone, 'timezone');
  await assertAiDevice(call);

  const count = counted.count;
  const prompt = prompted.prompt;
  const requestKey = requestKeyOf({ wordbookIds, count, prompt });
  const points = count * AI_COSTS.wordbookWord;
  return pool.transaction(async (tx) => {
    for (const ended of await closeStaleDrafts(tx, { userId: user.id, staleSeconds: STALE_DRAFT_SECONDS })) {
      await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId: ended.id });
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const recent = await findRecentDraft(tx, { userId: user.id, requestKey, withinSeconds: REJOIN_DRAFT_SECONDS });
      if (recent) return { now: resultOfDraft(recent, visibleFor(user)) };
      const id = randomUUID();
      const draft = { id, userId: user.id, requestKey, wordbookIds, count, prompt, level, timeZone, points };
      if (await insertRunningDraft(tx, draft)) {
        await chargeGeneration(tx, user, env, { points, reason: 'wordbook', jobId: id });
        const payload = { userId: user.id, draftId: id, wordbookIds, count, prompt, level, visible: visibleFor(user) };
        return { jobId: await enqueueTracked(tx, boss, aiGenerateWordbookJob, payload, user.id, { id }) };
      }
      // An identical request is running (stale ones were closed above): join it, uncharged.
      const running = await findRunningDraft(tx, { userId: user.id, requestKey });
      if (running) return { jobId: running.id };
    }
    throw new DomainError(409, 'This wordbook is already being generated. Please try again in a moment.');
  });
}

/**
 * The plain variant's answer {wordbook{id, words}, saved} from the draft's result. The job's
 * result already shows what the plan allows; trimmed again in case the plan changed while it ran.
 */
export async function plainWordbookAnswer({ db, user }: Pick<TLearnerCall, 'db' | 'user'>, draftResult: unknown): Promise<TGenerateWordbookNextResponse> {
  const result = ZWordbookNextStreamResult.parse(draftResult);
  return {
    wordbook: { id: result.wordbook.id, words: visibleGeneratedWords(result.words, visibleFor(user)) },
    saved: result.saved,
    provider: result.provider,
    topic_note: result.topic_note ?? null,
    aiLimits: await currentAiLimits(db, user),
  };
}

// --- POST /api/ai/save-wordbook-next -----------------------------------------------------------

type TReviewedWord = TDraftWordToSave & { key: string; edited: boolean };

/**
 * The posted words as stored, in the posted order, each once: only the draft's words (400
 * otherwise: nothing the generator did not check may be saved). The WordNet texts become the
 * word's AI alternatives; a definition or example the learner changed is kept as their own.
 */
export function reviewedWords(posted: TSaveWordbookNextRequest['words'], draft: readonly TGeneratedWord[]): TReviewedWord[] {
  const drafted = new Map(draft.map((w) => [wordKey(w.text), w]));
  const out: TReviewedWord[] = [];
  const seen = new Set<string>();
  for (const item of posted) {
    const word = typeof item === 'string' ? { text: item } : item;
    const key = wordKey(word.text);
    const from = drafted.get(key);
    if (!from) throw badRequest(M.notGenerated(word.text.trim()), 'words');
    if (seen.has(key)) continue;
    seen.add(key);
    const own = (given: string | null | undefined, generated: string | null) =>
      given === undefined || given === null || given === '' || given === generated ? null : given;
    const definition = 'definition' in word ? word.definition : undefined;
    const example = 'example' in word ? word.example : undefined;
    out.push({
      key,
      edited: definition !== undefined || example !== undefined,
      text: from.text,
      meaning: own(definition, from.definition),
      example: own(example, from.example),
      aiDefinitions: from.definitions,
      aiExamples: from.examples,
    });
  }
  return out;
}

/** The first free name "AI: … (date)", "AI: … (date) 2", … among the learner's live wordbooks. */
async function freeWordbookName(tx: DatabaseTransactionConnection, userId: string, draft: TDraftRow): Promise<string> {
  const date = dateInTimeZone(new Date(), draft.timeZone);
  const taken = new Set(await wordbookNamesStartingWith(tx, { userId, prefix: 'AI: ' }));
  for (let n = 1; ; n++) {
    const name = generatedWordbookName({ prompt: draft.prompt, level: draft.level, date, n });
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * A repeated save (the review re-posts after each delete): the saved wordbook's draft words
 * become the posted ones. Draft words left out are deleted, new ones added, edited texts set;
 * words the learner added to the wordbook themselves are not touched.
 */
async function updateSavedWordbook(tx: DatabaseTransactionConnection, userId: string, wordbookId: string, words: TReviewedWord[], draft: readonly TGeneratedWord[]) {
  await lockWordbook(tx, { userId, wordbookId });
  const drafted = new Set(draft.map((w) => wordKey(w.text)));
  const posted = new Map(words.map((w) => [w.key, w]));
  const existing = await listWordKeys(tx, { userId, wordbookId });
  const dropped = existing.filter((w) => drafted.has(w.key) && !posted.has(w.key));
  const present = new Map(existing.map((w) => [w.key, w.id]));
  const added = words.filter((w) => !present.has(w.key));
  if (existing.length - dropped.length + added.length > WORDS_PER_WORDBOOK_MAX) throw conflict(wordMessages.limitReached, 'words');
  if (dropped.length > 0) await deleteWordsById(tx, { userId, wordIds: dropped.map((w) => w.id) });
  await insertDraftWords(tx, { userId, wordbookId, words: added });
  for (const w of words) {
    const id = present.get(w.key);
    if (id && w.edited) await setOwnWordTexts(tx, { userId, wordId: id, meaning: w.meaning, example: w.example });
  }
  await touchWordbook(tx, { userId, wordbookId });
}

/**
 * POST /api/ai/save-wordbook-next {wordbook_id, words}: the draft's one 'generated' wordbook.
 * The first save creates it (created: true); a later one, with the draft's id or the wordbook's,
 * updates that wordbook (created: false). 404 for an id that is not the learner's draft, 409
 * while it is still being generated or when it failed.
 */
export async function saveGeneratedWordbook({ db: pool, user }: Pick<TLearnerCall, 'db' | 'user'>, body: TSaveWordbookNextRequest): Promise<TSaveWordbookNextResponse> {
  const userId = user.id;
  if (!isUuid(body.wordbook_id)) throw notFound(wordbookMessages.notFound);
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.transaction(async (tx) => {
        const draft = await lockDraftForSave(tx, { userId, id: body.wordbook_id });
        if (!draft) throw notFound(wordbookMessages.notFound);
        if (draft.status === 'running') throw conflict(M.stillGenerating);
        if (draft.status === 'failed') throw conflict(M.generationFailed);
        const generated = z.array(ZGeneratedWord).parse(draft.words);
        const words = reviewedWords(body.words, generated);

        if (draft.wordbookId !== null) {
          if (!draft.wordbookLive) throw notFound(wordbookMessages.notFound);
          await updateSavedWordbook(tx, userId, draft.wordbookId, words, generated);
          const saved = await findWordbook(tx, { userId, wordbookId: draft.wordbookId });
          if (!saved) throw notFound(wordbookMessages.notFound);
          return { wordbook: { id: saved.id, name: saved.name }, created: false };
        }
        const name = await freeWordbookName(tx, userId, draft);
        const wordbook = await insertWordbook(tx, { userId, name, type: 'generated' });
        await insertDraftWords(tx, { userId, wordbookId: wordbook.id, words });
        await setDraftWordbook(tx, { id: draft.id, wordbookId: wordbook.id });
        return { wordbook: { id: wordbook.id, name }, created: true };
      });
    } catch (error) {
      // Another wordbook took the name between the check and the insert: pick again.
      const nameTaken = error instanceof UniqueIntegrityConstraintViolationError && error.constraint === WORDBOOK_NAME_UNIQUE_INDEX;
      if (!nameTaken || attempt >= 2) throw error;
    }
  }
}
