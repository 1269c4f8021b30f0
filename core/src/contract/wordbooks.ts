import { z } from 'zod';
import { ZAiLimits } from './session.ts';
import { WORD_NOTE_MAX, WORD_TEXT_MAX, wordMessages } from '../rules/wordbook-rules.ts';
import { PASTED_WORDS_MAX, pastedWordMessages } from '../rules/pasted-words.ts';

/** Wordbooks, words and single-word AI generation (document 1, sections 3 and 7). */

export const ZWordbookType = z.enum(['free', 'planned', 'generated']);
export const ZAiReuseBehavior = z.enum(['ask', 'reuse', 'regenerate']);
export type TAiReuseBehavior = z.infer<typeof ZAiReuseBehavior>;
export const ZAiType = z.enum(['definition', 'example']);
export type TAiType = z.infer<typeof ZAiType>;
export const ZWordOrder = z.enum(['oldest', 'newest']);

export const ZWordbook = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  type: ZWordbookType,
  is_main: z.boolean(),
  /** 1/0 as in the spec */
  is_favorite: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
  deleted: z.boolean(),
  ai_reuse_behavior: ZAiReuseBehavior,
  word_count: z.number().int(),
});
export type TWordbook = z.infer<typeof ZWordbook>;

export const ZListWordbooksResponse = z.object({ wordbooks: z.array(ZWordbook) });

/** The name rules (trim, 1–48, unique) are checked by the service so each gets its own message. */
export const ZCreateWordbookRequest = z.object({
  name: z.string({ required_error: 'Name cannot be empty.' }),
  type: ZWordbookType.default('free'),
});
export const ZCreateWordbookResponse = z.object({ id: z.string(), wordbook: ZWordbook });

/** One of name, isMain, favorite, ai_reuse_behavior (document 1, section 7). */
export const ZUpdateWordbookRequest = z
  .object({
    name: z.string().optional(),
    isMain: z.boolean().optional(),
    favorite: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
    ai_reuse_behavior: ZAiReuseBehavior.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update.' });
export type TUpdateWordbookRequest = z.infer<typeof ZUpdateWordbookRequest>;
/** PATCH /api/wordbooks/{id} answers the wordbook as saved. */
export const ZUpdateWordbookResponse = z.object({ success: z.literal(true), wordbook: ZWordbook });

export const ZWord = z.object({
  id: z.string(),
  wordbook_id: z.string(),
  user_id: z.string(),
  text: z.string(),
  meaning: z.string().nullable(),
  meaning_origin: z.enum(['ai', 'user']).nullable(),
  example: z.string().nullable(),
  example_origin: z.enum(['ai', 'user']).nullable(),
  /** AI alternatives the learner may see (Free: the first 2); meta_total_* counts them all. */
  ai_definitions: z.array(z.string()),
  ai_examples: z.array(z.string()),
  selected_meaning_index: z.number().int(),
  selected_example_index: z.number().int(),
  meta_total_definitions: z.number().int(),
  meta_total_examples: z.number().int(),
  ai_definitions_language: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWord = z.infer<typeof ZWord>;

export const ZListWordsQuery = z.object({ order: ZWordOrder.default('oldest') });
export const ZListWordsResponse = z.object({ words: z.array(ZWord) });

const optionalNote = z
  .string()
  .max(WORD_NOTE_MAX, `Keep it under ${WORD_NOTE_MAX} characters.`)
  .nullish()
  .transform((v) => (v && v.trim().length > 0 ? v.trim() : null));
const wordText = z
  .string({ required_error: wordMessages.textRequired })
  .trim()
  .min(1, wordMessages.textRequired)
  .max(WORD_TEXT_MAX, wordMessages.textTooLong);

export const ZCreateWordRequest = z.object({
  wordbook_id: z.string().uuid('Wordbook not found.'),
  text: wordText,
  meaning: optionalNote,
  example: optionalNote,
});
export const ZCreateWordResponse = z.object({ id: z.string(), word: ZWord });

/** POST /api/words/batch: many words pasted at once; what was skipped comes back with its reason. */
export const ZPasteWordsRequest = z.object({
  wordbook_id: z.string(),
  words: z.array(z.string().max(WORD_TEXT_MAX * 4)).min(1, pastedWordMessages.empty).max(PASTED_WORDS_MAX),
});
export const ZPasteWordsResponse = z.object({
  words: z.array(ZWord),
  skipped: z.array(z.object({ text: z.string(), reason: z.string() })),
});
export type TPasteWordsResponse = z.infer<typeof ZPasteWordsResponse>;

/** In a PATCH a meaning or example left out stays as it is; null or blank clears it. */
const patchNote = z
  .string()
  .max(WORD_NOTE_MAX, `Keep it under ${WORD_NOTE_MAX} characters.`)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v && v.trim().length > 0 ? v.trim() : null));
export const ZUpdateWordRequest = z.object({ text: wordText.optional(), meaning: patchNote, example: patchNote });
export const ZSelectMeaningRequest = z.object({ selectedMeaningIndex: z.number().int().min(0).max(5) });
export const ZSelectExampleRequest = z.object({ selectedExampleIndex: z.number().int().min(0).max(5) });
/** PATCH /api/words/{id} and its select-meaning / select-example variants answer the word as saved. */
export const ZUpdateWordResponse = z.object({ success: z.literal(true), word: ZWord });

// --- AI for one word ---------------------------------------------------------------------------

export const ZAiCheckQuery = z.object({ wordbook_id: z.string().uuid('Wordbook not found.'), word: z.string(), type: ZAiType });
/**
 * canGenerateNew: whether a new generation can give something other than the earlier data. With no AI
 * service configured the built-in dictionary answers a word the same way every time, so it is false.
 */
export const ZAiCheckResponse = z.object({ foundExisting: z.boolean(), wordbook_ai_reuse_behavior: ZAiReuseBehavior, canGenerateNew: z.boolean() });

export const ZAiCheckBatchRequest = z.object({ word_ids: z.array(z.string().uuid()).max(300), type: ZAiType });
export const ZAiCheckBatchResponse = z.object({ existing_word_ids: z.array(z.string()), can_generate_new: z.boolean() });

export const ZAiForce = z.enum(['auto', 'reuse', 'regenerate']);
export const ZAiGenerateRequest = z.object({
  word_id: z.string().uuid('Word not found.'),
  word: z.string(),
  type: ZAiType,
  force: ZAiForce.default('auto'),
});
export const ZAiGenerateData = z.union([
  z.object({ definitions: z.array(z.string()), meta_total_definitions: z.number().int() }),
  z.object({ examples: z.array(z.string()), meta_total_examples: z.number().int() }),
]);
export const ZAiGenerateResponse = z.object({
  data: ZAiGenerateData,
  /** The language the items are in, and a note when it is not the one the learner prefers. */
  language: z.string(),
  note: z.string().nullable(),
  /** Whether these came from an earlier result (no points charged). */
  reused: z.boolean(),
  word: ZWord,
  aiLimits: ZAiLimits.nullable(),
});
export type TAiGenerateResponse = z.infer<typeof ZAiGenerateResponse>;
