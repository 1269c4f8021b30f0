import { cleanGloss } from '@wordbook/core/rules/content-gate';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { preferredLanguageOf, translationsOf, withTranslation } from '@wordbook/sql/queries/lexicon-translations';

/**
 * Puts the main sense's translation beside its English meaning (docs/lexicon.md "Meanings in
 * other languages") on words the level wordbook or the generator offers, in the learner's
 * definition language when its dictionary is loaded. A meaning is "(noun) gloss" or the plain gloss;
 * only the meaning that is the translated sense gets it.
 */
export async function translateMeanings<T extends { text: string; definition: string; definitions?: string[] }>(db: CommonQueryMethods, userId: string, words: T[]): Promise<T[]> {
  const language = await preferredLanguageOf(db, userId);
  const translations = await translationsOf(db, { lemmas: words.map((w) => w.text), language });
  if (translations.size === 0) return words;
  return words.map((word) => {
    const found = translations.get(word.text);
    if (!found) return word;
    const gloss = cleanGloss(found.gloss);
    const translate = (meaning: string) => (meaning.replace(/^\((noun|verb|adjective|adverb)\) /, '') === gloss ? withTranslation(meaning, found.translation) : meaning);
    return { ...word, definition: translate(word.definition), ...(word.definitions ? { definitions: word.definitions.map(translate) } : {}) };
  });
}
