import type { TPasteWordsResponse, TWord } from '@wordbook/core/contract/wordbooks';
import { pastedWordMessages, planPastedWords, splitPastedWords } from '@wordbook/core/rules/pasted-words';
import { FREE_VISIBLE_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { WORDS_PER_WORDBOOK_MAX, wordbookMessages, wordKey, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { lockWordbook } from '@wordbook/sql/queries/wordbooks';
import { countWords, findWord, insertWord, insertWordsInOrder, listWords, updateWord, deleteWord, type TWordOrder, type TWordRow } from '@wordbook/sql/queries/words';
import { badRequest, notFound } from '../extensions/domain-error.ts';
import { isUuid } from '../validate.ts';
import { requireWordbook } from './wordbooks.ts';

/** Words (document 1, sections 3–5 and 7) and what each plan may see of their AI alternatives. */

export const selectMessages = {
  upgradeForAlternative: 'Upgrade to Pro to choose this alternative.',
  noDefinition: (index: number) => `This word has no definition number ${index + 1}.`,
  noExample: (index: number) => `This word has no example number ${index + 1}.`,
  nothingToUpdate: 'Nothing to update.',
} as const;

/** What the signed-in user's plan lets them see of AI alternatives. */
export type TWordView = { isPro: boolean };
export const wordViewOf = (user: { plan: string }): TWordView => ({ isPro: user.plan === 'pro' });

/**
 * The word as every call shows it (the words routes and /api/ai/generate): snake_case fields;
 * a Free learner sees the first FREE_VISIBLE_ALTERNATIVES AI definitions and examples, a Pro
 * learner all of them; meta_total_* always counts every stored one, so the page can say how
 * many are hidden.
 */
export function toWordResponse(row: TWordRow, view: TWordView): TWord {
  const visible = (items: string[]) => (view.isPro ? items : items.slice(0, FREE_VISIBLE_ALTERNATIVES));
  return {
    id: row.id,
    wordbook_id: row.wordbookId,
    user_id: row.userId,
    text: row.text,
    meaning: row.meaning,
    meaning_origin: row.meaningOrigin,
    example: row.example,
    example_origin: row.exampleOrigin,
    ai_definitions: visible(row.aiDefinitions),
    ai_examples: visible(row.aiExamples),
    selected_meaning_index: row.selectedMeaningIndex,
    selected_example_index: row.selectedExampleIndex,
    meta_total_definitions: row.metaTotalDefinitions,
    meta_total_examples: row.metaTotalExamples,
    ai_definitions_language: row.aiDefinitionsLanguage,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A word of a live wordbook of this user, or 404 'Word not found.' (also for ids that are not uuids). */
export async function requireWord(db: CommonQueryMethods, userId: string, wordId: string, options: { forUpdate?: boolean } = {}): Promise<TWordRow> {
  const row = isUuid(wordId) ? await findWord(db, { userId, wordId, forUpdate: options.forUpdate }) : null;
  if (!row) throw notFound(wordMessages.notFound);
  return row;
}

export async function listWordbookWords(db: CommonQueryMethods, userId: string, wordbookId: string, order: TWordOrder, view: TWordView): Promise<TWord[]> {
  await requireWordbook(db, userId, wordbookId);
  return (await listWords(db, { userId, wordbookId, order })).map((row) => toWordResponse(row, view));
}

/**
 * Adds a word, at most WORDS_PER_WORDBOOK_MAX per wordbook. The wordbook row is locked first,
 * so two adds at 299 words run one after the other and only one of them gets the 300th place.
 */
export async function addWord(
  pool: DatabasePool,
  userId: string,
  input: { wordbook_id: string; text: string; meaning: string | null; example: string | null },
  view: TWordView,
): Promise<TWord> {
  const wordbookId = input.wordbook_id;
  if (!isUuid(wordbookId)) throw notFound(wordbookMessages.notFound);
  return pool.transaction(async (tx) => {
    if (!(await lockWordbook(tx, { userId, wordbookId }))) throw notFound(wordbookMessages.notFound);
    if ((await countWords(tx, { userId, wordbookId })) >= WORDS_PER_WORDBOOK_MAX) throw badRequest(wordMessages.limitReached);
    const row = await insertWord(tx, { userId, wordbookId, text: input.text, meaning: input.meaning, example: input.example });
    return toWordResponse(row, view);
  });
}

/**
 * Adds many pasted words in one go, under the same wordbook lock as a single add: words already
 * there, repeats, over-long words and those past the 300-word cap are skipped with their reason.
 */
export async function addPastedWords(
  pool: DatabasePool,
  userId: string,
  input: { wordbook_id: string; words: string[] },
  view: TWordView,
): Promise<TPasteWordsResponse> {
  const wordbookId = input.wordbook_id;
  if (!isUuid(wordbookId)) throw notFound(wordbookMessages.notFound);
  const pasted = input.words.flatMap(splitPastedWords);
  if (pasted.length === 0) throw badRequest(pastedWordMessages.empty);
  return pool.transaction(async (tx) => {
    if (!(await lockWordbook(tx, { userId, wordbookId }))) throw notFound(wordbookMessages.notFound);
    const existing = (await listWords(tx, { userId, wordbookId })).map((row) => row.text);
    const plan = planPastedWords(pasted, existing);
    const rows = plan.add.length > 0 ? await insertWordsInOrder(tx, { userId, wordbookId, texts: plan.add }) : [];
    const words = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((row) => toWordResponse(row, view));
    return { words, skipped: plan.skipped };
  });
}

/**
 * Changes text, meaning or example. The learner's own meaning/example is marked 'user';
 * clearing it (null or blank) clears its origin too. A new text (other than a change of case
 * or spacing) drops the AI alternatives, which described the old word.
 */
export async function changeWord(
  pool: DatabasePool,
  userId: string,
  wordId: string,
  input: { text?: string; meaning?: string | null; example?: string | null },
  view: TWordView,
): Promise<TWord> {
  if (input.text === undefined && input.meaning === undefined && input.example === undefined) throw badRequest(selectMessages.nothingToUpdate);
  return pool.transaction(async (tx) => {
    const word = await requireWord(tx, userId, wordId, { forUpdate: true });
    const textChanged = input.text !== undefined && wordKey(input.text) !== wordKey(word.text);
    const own = (value: string | null | undefined, current: { text: string | null; origin: 'ai' | 'user' | null }) => {
      if (value !== undefined) return { text: value, origin: value === null ? null : ('user' as const) };
      // A meaning copied from the AI list describes the old word too.
      if (textChanged && current.origin === 'ai') return { text: null, origin: null };
      return undefined;
    };
    const row = await updateWord(tx, {
      userId,
      wordId,
      text: input.text,
      meaning: own(input.meaning, { text: word.meaning, origin: word.meaningOrigin }),
      example: own(input.example, { text: word.example, origin: word.exampleOrigin }),
      clearAi: textChanged,
    });
    if (!row) throw notFound(wordMessages.notFound);
    return toWordResponse(row, view);
  });
}

export async function removeWord(db: CommonQueryMethods, userId: string, wordId: string): Promise<void> {
  const deleted = isUuid(wordId) ? await deleteWord(db, { userId, wordId }) : null;
  if (!deleted) throw notFound(wordMessages.notFound);
}

/**
 * Picks which AI definition (or example) the word shows. The index must name a stored
 * alternative, and a Free learner may pick only among those they can see.
 */
export async function selectAlternative(
  pool: DatabasePool,
  userId: string,
  wordId: string,
  kind: 'definition' | 'example',
  index: number,
  view: TWordView,
): Promise<TWord> {
  return pool.transaction(async (tx) => {
    const word = await requireWord(tx, userId, wordId, { forUpdate: true });
    const items = kind === 'definition' ? word.aiDefinitions : word.aiExamples;
    if (index >= items.length) {
      throw badRequest(kind === 'definition' ? selectMessages.noDefinition(index) : selectMessages.noExample(index), kind === 'definition' ? 'selectedMeaningIndex' : 'selectedExampleIndex');
    }
    if (!view.isPro && index >= FREE_VISIBLE_ALTERNATIVES) throw badRequest(selectMessages.upgradeForAlternative);
    const picked = items[index] ?? null;
    // A meaning copied from the AI list follows the pick; the learner's own text stays theirs.
    const row = await updateWord(
      tx,
      kind === 'definition'
        ? { userId, wordId, selectedMeaningIndex: index, meaning: word.meaningOrigin === 'ai' ? { text: picked, origin: 'ai' } : undefined }
        : { userId, wordId, selectedExampleIndex: index, example: word.exampleOrigin === 'ai' ? { text: picked, origin: 'ai' } : undefined },
    );
    if (!row) throw notFound(wordMessages.notFound);
    return toWordResponse(row, view);
  });
}
