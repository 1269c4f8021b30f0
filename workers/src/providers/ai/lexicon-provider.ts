import { definitionLanguageNote, languageName } from '@wordbook/core/contract/jobs/ai-generate-word';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { cleanExample, cleanGloss } from '@wordbook/core/rules/content-gate';
import { findWholeWord } from '@wordbook/core/rules/whole-word';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { lookupWord, lookupWords, type TLexiconEntry, type TLexiconPos } from '@wordbook/sql/queries/lexicon';
import { hasTranslations, translationsOf, withTranslation, type TLexiconTranslation } from '@wordbook/sql/queries/lexicon-translations';
import { AiNoResultError, distinctItems, noDefinitionMessage, noExampleMessage, type AiProvider, type TAiItems } from './ai-provider.ts';

const POS_LABEL: Record<TLexiconPos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** The definitions of a looked-up word (entry null: WordNet does not know it); `loaded`: whether `language`'s dictionary is loaded. */
async function definitionsOfEntry(
  word: string,
  entry: TLexiconEntry | null,
  language: string,
  translations: Map<string, TLexiconTranslation>,
  loaded: () => Promise<boolean>,
): Promise<TAiItems> {
  const items = distinctItems(
    entry?.senses.map((s) => {
      const found = translations.get(s.lemma);
      return withTranslation(`(${POS_LABEL[s.pos]}) ${cleanGloss(s.gloss)}`, found?.gloss === s.gloss ? found.translation : undefined);
    }) ?? [],
    MAX_AI_ALTERNATIVES,
  );
  if (items.length === 0) throw new AiNoResultError(noDefinitionMessage(word));
  const known = entry ? entry.senses.some((s) => translations.has(s.lemma)) : false;
  if (known || (language !== 'en' && (await loaded()))) {
    const note = known ? null : `The built-in dictionary has no ${languageName(language)} translation of this word; its meaning is in English.`;
    return { items, language, note };
  }
  return { items, language: 'en', note: definitionLanguageNote({ provider: 'lexicon', language: 'en', preferred: language }) };
}

function examplesOfEntry(word: string, entry: TLexiconEntry | null): TAiItems {
  const sentences = entry?.senses[0]?.examples.map(cleanExample) ?? [];
  // A word kept in an inflected form (went) sees the sentences that use that very form first.
  const usesForm = new Set(sentences.filter((sentence) => findWholeWord(sentence, word) !== null));
  const ordered = [...usesForm, ...sentences.filter((sentence) => !usesForm.has(sentence))];
  const items = distinctItems(ordered, MAX_AI_ALTERNATIVES);
  if (items.length === 0) throw new AiNoResultError(noExampleMessage(word));
  return { items, language: 'en', note: null };
}

/** Settles each word's answer: its items, or the error that says why there are none. */
const settle = (work: Promise<TAiItems>[]) => Promise.all(work.map((p) => p.catch((error: Error) => error)));

/**
 * The default provider: WordNet from the lexicon tables (one indexed lookup). Definitions are the
 * word's senses, the most used first, as "(noun) gloss" (WordNet markup cleaned); examples are
 * WordNet's own sentences that use the word in its main sense, the first definition: a sentence
 * belongs to one sense (cat, the animal, never gets "what a cat she is!", said of a spiteful woman).
 * In a language whose dictionary is loaded (lexicon_translations) the main sense carries its
 * translation ("… — Haus"); otherwise the meanings are English and a note says so. A word it does not know
 * gets a plain "no definition found", never an invented one.
 */
export function createLexiconProvider(db: CommonQueryMethods): AiProvider & Required<Pick<AiProvider, 'many'>> {
  return {
    name: 'lexicon',
    askJson: null,
    async definitions(word: string, language: string): Promise<TAiItems> {
      const entry = await lookupWord(db, word);
      // The main sense's translation beside its English meaning, when that language's dictionary is loaded.
      const translations = entry ? await translationsOf(db, { lemmas: entry.senses.map((s) => s.lemma), language }) : new Map();
      return definitionsOfEntry(word, entry, language, translations, () => hasTranslations(db, language));
    },
    async examples(word: string): Promise<TAiItems> {
      return examplesOfEntry(word, await lookupWord(db, word));
    },
    many: {
      // Every word in one lookup; translations and whether the dictionary is loaded once per language.
      async definitions(asks) {
        const entries = await lookupWords(db, asks.map((a) => a.word));
        const byLanguage = new Map<string, { translations: Map<string, TLexiconTranslation>; loaded: () => Promise<boolean> }>();
        for (const language of new Set(asks.map((a) => a.language))) {
          const lemmas = asks.flatMap((a, i) => (a.language === language ? (entries[i]?.senses.map((s) => s.lemma) ?? []) : []));
          let loaded: Promise<boolean> | undefined;
          byLanguage.set(language, { translations: await translationsOf(db, { lemmas, language }), loaded: () => (loaded ??= hasTranslations(db, language)) });
        }
        return settle(asks.map((a, i) => definitionsOfEntry(a.word, entries[i]!, a.language, byLanguage.get(a.language)!.translations, byLanguage.get(a.language)!.loaded)));
      },
      async examples(words) {
        const entries = await lookupWords(db, words);
        return settle(words.map(async (word, i) => examplesOfEntry(word, entries[i]!)));
      },
    },
  };
}
