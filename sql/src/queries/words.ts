import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Words. Every query takes the owner's id and sees only words whose wordbook is
 * live: the words of a soft-deleted wordbook are gone for every reader.
 */
export const ZWordRow = z.object({
  id: z.string(),
  wordbookId: z.string(),
  userId: z.string(),
  text: z.string(),
  meaning: z.string().nullable(),
  meaningOrigin: z.enum(['ai', 'user']).nullable(),
  example: z.string().nullable(),
  exampleOrigin: z.enum(['ai', 'user']).nullable(),
  /** Every stored AI alternative; what a learner may see is decided by the plan (api words service). */
  aiDefinitions: z.array(z.string()),
  aiExamples: z.array(z.string()),
  selectedMeaningIndex: z.number().int(),
  selectedExampleIndex: z.number().int(),
  metaTotalDefinitions: z.number().int(),
  metaTotalExamples: z.number().int(),
  aiDefinitionsLanguage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWordRow = z.infer<typeof ZWordRow>;

export type TWordOrder = 'oldest' | 'newest';

/** The word columns, camelCased once; `t` is the words table's alias. */
export const wordColumns = (t = 'w') => {
  const c = (name: string) => sql.identifier([t, name]);
  return sql.fragment`
    ${c('id')} as id, ${c('wordbook_id')} as "wordbookId", ${c('user_id')} as "userId", ${c('text')} as text,
    ${c('meaning')} as meaning, ${c('meaning_origin')} as "meaningOrigin",
    ${c('example')} as example, ${c('example_origin')} as "exampleOrigin",
    ${c('ai_definitions')} as "aiDefinitions", ${c('ai_examples')} as "aiExamples",
    ${c('selected_meaning_index')} as "selectedMeaningIndex", ${c('selected_example_index')} as "selectedExampleIndex",
    greatest(${c('meta_total_definitions')}, jsonb_array_length(${c('ai_definitions')})) as "metaTotalDefinitions",
    greatest(${c('meta_total_examples')}, jsonb_array_length(${c('ai_examples')})) as "metaTotalExamples",
    ${c('ai_definitions_language')} as "aiDefinitionsLanguage",
    ${c('created_at')} as "createdAt", ${c('updated_at')} as "updatedAt"`;
};

const liveWordbook = (t: string, userId: string) =>
  sql.fragment`exists (select 1 from wordbooks b where b.id = ${sql.identifier([t, 'wordbook_id'])} and b.user_id = ${userId} and not b.deleted)`;

/** A wordbook's words, oldest or newest first (ties, e.g. one bulk insert, in a stable order). */
export function listWords(db: CommonQueryMethods, args: { userId: string; wordbookId: string; order?: TWordOrder }) {
  const order = args.order === 'newest' ? sql.fragment`order by w.created_at desc, w.id desc` : sql.fragment`order by w.created_at, w.id`;
  return db.any(sql.type(ZWordRow)`
    select ${wordColumns('w')} from words w
    where w.wordbook_id = ${args.wordbookId} and w.user_id = ${args.userId} and ${liveWordbook('w', args.userId)}
    ${order}`);
}

/** One word of a live wordbook; `forUpdate` locks it for a read-check-write in a transaction. */
export function findWord(db: CommonQueryMethods, args: { userId: string; wordId: string; forUpdate?: boolean }) {
  return db.maybeOne(sql.type(ZWordRow)`
    select ${wordColumns('w')} from words w
    where w.id = ${args.wordId} and w.user_id = ${args.userId} and ${liveWordbook('w', args.userId)}
    ${args.forUpdate ? sql.fragment`for update of w` : sql.fragment``}`);
}

export function countWords(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    select count(*)::int as count from words where wordbook_id = ${args.wordbookId} and user_id = ${args.userId}`);
}

/** A new word; the learner's own meaning and example (if any) are marked as theirs. */
export function insertWord(
  db: CommonQueryMethods,
  args: { userId: string; wordbookId: string; text: string; meaning: string | null; example: string | null },
) {
  return db.one(sql.type(ZWordRow)`
    insert into words as w (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin)
    values (${args.wordbookId}, ${args.userId}, ${args.text},
            ${args.meaning}, ${args.meaning === null ? null : 'user'},
            ${args.example}, ${args.example === null ? null : 'user'})
    returning ${wordColumns('w')}`);
}

/**
 * Many new words in one statement, in the order given: each is a microsecond after the one
 * before, so "oldest first" lists them as they were pasted (one transaction shares one now()).
 */
export function insertWordsInOrder(db: CommonQueryMethods, args: { userId: string; wordbookId: string; texts: readonly string[] }) {
  return db.any(sql.type(ZWordRow)`
    insert into words as w (wordbook_id, user_id, text, created_at, updated_at)
    select ${args.wordbookId}, ${args.userId}, t.text, now() + (t.n - 1) * interval '1 microsecond', now()
    from unnest(${sql.array(args.texts, 'text')}) with ordinality as t(text, n)
    order by t.n
    returning ${wordColumns('w')}`);
}

/**
 * Changes the given fields. A meaning or example given as null clears the learner's text (its
 * origin with it); `clearAi` drops the AI alternatives (the word's text changed, so they
 * describe another word).
 */
export function updateWord(
  db: CommonQueryMethods,
  args: {
    userId: string;
    wordId: string;
    text?: string;
    meaning?: { text: string | null; origin: 'ai' | 'user' | null };
    example?: { text: string | null; origin: 'ai' | 'user' | null };
    selectedMeaningIndex?: number;
    selectedExampleIndex?: number;
    clearAi?: boolean;
  },
) {
  const sets = [sql.fragment`updated_at = now()`];
  if (args.text !== undefined) sets.push(sql.fragment`text = ${args.text}`);
  if (args.meaning !== undefined) sets.push(sql.fragment`meaning = ${args.meaning.text}, meaning_origin = ${args.meaning.origin}`);
  if (args.example !== undefined) sets.push(sql.fragment`example = ${args.example.text}, example_origin = ${args.example.origin}`);
  if (args.selectedMeaningIndex !== undefined) sets.push(sql.fragment`selected_meaning_index = ${args.selectedMeaningIndex}`);
  if (args.selectedExampleIndex !== undefined) sets.push(sql.fragment`selected_example_index = ${args.selectedExampleIndex}`);
  if (args.clearAi) {
    sets.push(sql.fragment`
      ai_definitions = '[]', ai_examples = '[]', selected_meaning_index = 0, selected_example_index = 0,
      meta_total_definitions = 0, meta_total_examples = 0, ai_definitions_language = null`);
  }
  return db.maybeOne(sql.type(ZWordRow)`
    update words as w set ${sql.join(sets, sql.fragment`, `)}
    where w.id = ${args.wordId} and w.user_id = ${args.userId} and ${liveWordbook('w', args.userId)}
    returning ${wordColumns('w')}`);
}

/** Deletes a word for good (words have no soft delete); null when there was none. */
export function deleteWord(db: CommonQueryMethods, args: { userId: string; wordId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    delete from words w
    where w.id = ${args.wordId} and w.user_id = ${args.userId} and ${liveWordbook('w', args.userId)}
    returning w.id`);
}
