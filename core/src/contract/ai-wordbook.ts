import { z } from 'zod';
import { ZAiLimits } from './session.ts';
import { PROMPT_MAX, promptMessages } from '../rules/wordbook-prompt-rules.ts';
import { WORD_NOTE_MAX, WORD_TEXT_MAX, WORDS_PER_WORDBOOK_MAX } from '../rules/wordbook-rules.ts';

/**
 * The AI wordbook generator used by AI Tools and the dashboard (document 1 §3, §4, §7; document 2
 * §3 "AI wordbook generation", §7 "AI Tools").
 *
 * POST /api/ai/generate-wordbook-next[?stream=1] {wordbook_ids, count, prompt, timezone, studyplan?}
 *   stream: server-sent events progress {total, emitted}, then result {words, saved, wordbook{id}, provider, topic_note?}
 *   or error {message}; header x-job-id names the job (GET /api/jobs/{id}/events resumes it).
 *   plain: {wordbook{id, words}, saved, provider, topic_note?, aiLimits} after the job (35 s at most; then 504 {code: 'NO_RESULT'}).
 * POST /api/ai/save-wordbook-next {wordbook_id, words} → {wordbook{id}}
 *
 * "saved": the generator never saves. Its answer is a draft: `saved` is false and
 * `wordbook.id` is the draft's id. save-wordbook-next with that id creates the learner's
 * 'generated' wordbook from the reviewed words and answers the wordbook's own id; posting again
 * (with the draft's id or the wordbook's) updates that same wordbook, never a second one.
 */

export const ZGenerateWordbookNextQuery = z.object({ stream: z.enum(['0', '1']).optional() });

export const ZGenerateWordbookNextRequest = z.object({
  /** The learner's own wordbooks to build on (none is fine: the prompt and the level then decide). */
  wordbook_ids: z
    .array(z.string({ invalid_type_error: 'This wordbook does not exist.' }), { invalid_type_error: 'wordbook_ids must be a list.' })
    .max(50, 'Choose at most 50 wordbooks.')
    .default([]),
  /** 20–150 (Pro) or 20–50; default 50. Checked by the service with the plan's bounds and message. */
  count: z.unknown(),
  /** The custom prompt (Pro only): sanitised and checked by checkPrompt. */
  prompt: z
    .string({ invalid_type_error: 'prompt must be text.' })
    .max(PROMPT_MAX * 10, promptMessages.tooLong)
    .nullish()
    .transform((p) => p ?? ''),
  /** The learner's IANA time zone ("Asia/Seoul"), for the saved wordbook's date; UTC when absent. */
  timezone: z.string({ invalid_type_error: 'timezone must be text.' }).max(100).nullish(),
  /** Sent by the study dashboard's Quick Generate: the count is the day's goal, from 1 word. */
  studyplan: z.boolean({ invalid_type_error: 'studyplan must be true or false.' }).optional(),
});
export type TGenerateWordbookNextRequest = z.input<typeof ZGenerateWordbookNextRequest>;

/** A generated word: a dictionary word with its WordNet definitions and examples. */
export const ZGeneratedWord = z.object({
  /** the word as the lexicon writes it (lower case lemma) */
  text: z.string(),
  /** the first definition, "(noun) …" */
  definition: z.string(),
  /**
   * up to 6 definitions in WordNet order, as single-word generation gives them; what the learner
   * reads has the ones they may see (Free: the first 2, visibleGeneratedWords)
   */
  definitions: z.array(z.string()),
  /** the first example sentence, when WordNet has one that uses the word */
  example: z.string().nullable(),
  examples: z.array(z.string()),
  /** part of speech of the first sense: n, v, a (adjective) or r (adverb) */
  pos: z.enum(['n', 'v', 'a', 'r']),
  /** SUBTLEXus frequency rank (1 = most frequent); null for an unranked word */
  rank: z.number().int().nullable(),
  /** All the definitions and examples there are, shown or not ("N more definitions hidden"); absent in the stored draft. */
  meta_total_definitions: z.number().int().optional(),
  meta_total_examples: z.number().int().optional(),
});
export type TGeneratedWord = z.infer<typeof ZGeneratedWord>;

/**
 * The words as a learner may read them: at most `visible` definitions and examples each (Free
 * sees 2, Pro all: DESIGN.md "Alternatives"), with the totals. The draft keeps every one, so a
 * saved wordbook stores them all; trimming twice changes nothing.
 */
export const visibleGeneratedWords = (words: readonly TGeneratedWord[], visible: number): TGeneratedWord[] =>
  words.map((w) => ({
    ...w,
    definitions: w.definitions.slice(0, visible),
    examples: w.examples.slice(0, visible),
    meta_total_definitions: w.meta_total_definitions ?? w.definitions.length,
    meta_total_examples: w.meta_total_examples ?? w.examples.length,
  }));

/**
 * Learning content a learner can trust: when a prompt was given and fewer of the words came from
 * the model or the prompt's topic (WordNet) than were delivered, how many did (`related`) of the
 * words delivered (`total`); the others are common words of the learner's band. Absent (or null)
 * when every word relates, when there was no prompt, and on drafts made before it was recorded.
 */
export const ZTopicNote = z.object({
  /** the prompt as the generator used it (sanitised) */
  prompt: z.string(),
  related: z.number().int().min(0),
  total: z.number().int().min(1),
});
export type TTopicNote = z.infer<typeof ZTopicNote>;

/** What the review tells the learner about a topic note, e.g. "Only 12 of 30 words relate closely to “travel”; the other 18 are common words at your level." */
export function topicNoteText({ prompt, related, total }: TTopicNote): string {
  const others = total - related;
  const rest = others === 1 ? 'the other one is a common word at your level' : `the other ${others} are common words at your level`;
  if (related === 0) return `None of the ${total} words relate closely to “${prompt}”; they are common words at your level.`;
  return `Only ${related} of ${total} words ${related === 1 ? 'relates' : 'relate'} closely to “${prompt}”; ${rest}.`;
}

/** Stream event progress: words prepared so far out of the count asked for (never goes back). */
export const ZWordbookNextProgress = z.object({ total: z.number().int(), emitted: z.number().int() });
export type TWordbookNextProgress = z.infer<typeof ZWordbookNextProgress>;

/**
 * Stream event result (also the job's result). `provider`: 'lexicon' or 'openai' (who proposed the
 * words); `topic_note`: how few words relate to the prompt, when few do (ZTopicNote).
 */
export const ZWordbookNextStreamResult = z.object({
  words: z.array(ZGeneratedWord),
  saved: z.boolean(),
  wordbook: z.object({ id: z.string() }),
  provider: z.string(),
  topic_note: ZTopicNote.nullish(),
});
export type TWordbookNextStreamResult = z.infer<typeof ZWordbookNextStreamResult>;

/** Stream event error. */
export const ZWordbookNextError = z.object({ message: z.string() });

/** The plain variant's answer; aiLimits is the points bar after the charge (null for Pro). */
export const ZGenerateWordbookNextResponse = z.object({
  wordbook: z.object({ id: z.string(), words: z.array(ZGeneratedWord) }),
  saved: z.boolean(),
  provider: z.string(),
  topic_note: ZTopicNote.nullish(),
  aiLimits: ZAiLimits.nullable(),
});
export type TGenerateWordbookNextResponse = z.infer<typeof ZGenerateWordbookNextResponse>;

export const wordbookNextMessages = {
  keepOneWord: 'Please keep at least one word.',
  levelRequired: 'Complete your Level Test first.',
  promptProOnly: 'The custom prompt is a Pro feature.',
  unknownTimeZone: 'Unknown time zone.',
  stillGenerating: 'This wordbook is still being generated. Please wait a moment.',
  generationFailed: 'This generation failed. Please generate again.',
  notGenerated: (text: string) => `“${text}” is not one of the generated words.`,
} as const;

/**
 * A reviewed word: its text (one of the draft's words), or the text with the definition and
 * example the learner kept or edited (an edited one is stored as the learner's own).
 */
export const ZSaveWordbookNextWord = z.union([
  z.string().trim().min(1, 'Word text is required.').max(WORD_TEXT_MAX),
  z.object({
    text: z.string().trim().min(1, 'Word text is required.').max(WORD_TEXT_MAX),
    definition: z.string().trim().max(WORD_NOTE_MAX).nullish(),
    example: z.string().trim().max(WORD_NOTE_MAX).nullish(),
  }),
]);
export type TSaveWordbookNextWord = z.infer<typeof ZSaveWordbookNextWord>;

export const ZSaveWordbookNextRequest = z.object({
  /** the draft's id from the generator (or the wordbook saved from it, to update it) */
  wordbook_id: z.string({ required_error: 'This wordbook does not exist.', invalid_type_error: 'This wordbook does not exist.' }),
  words: z
    .array(ZSaveWordbookNextWord, { required_error: wordbookNextMessages.keepOneWord, invalid_type_error: wordbookNextMessages.keepOneWord })
    .min(1, wordbookNextMessages.keepOneWord)
    .max(WORDS_PER_WORDBOOK_MAX, `Keep at most ${WORDS_PER_WORDBOOK_MAX} words.`),
});
export type TSaveWordbookNextRequest = z.infer<typeof ZSaveWordbookNextRequest>;

/** `created`: false when the draft's wordbook already existed and was updated to the posted words. */
export const ZSaveWordbookNextResponse = z.object({
  wordbook: z.object({ id: z.string(), name: z.string() }),
  created: z.boolean(),
});
export type TSaveWordbookNextResponse = z.infer<typeof ZSaveWordbookNextResponse>;
