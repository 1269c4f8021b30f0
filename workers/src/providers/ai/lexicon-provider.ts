import { definitionLanguageNote } from '@wordbook/core/contract/jobs/ai-generate-word';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { lookupWord, type TLexiconPos } from '@wordbook/sql/queries/lexicon';
import { AiNoResultError, distinctItems, noDefinitionMessage, noExampleMessage, type AiProvider, type TAiItems } from './ai-provider.ts';

const POS_LABEL: Record<TLexiconPos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** WordNet keeps some examples in quotes; the learner sees the bare sentence. */
const bareSentence = (s: string): string => s.trim().replace(/^["“]+|["”]+$/g, '').trim();

/**
 * The default provider: WordNet from the lexicon tables (one indexed lookup). Definitions are the
 * word's senses in WordNet order (most common first), as "(noun) gloss"; examples are WordNet's
 * own sentences that use the word. It knows English only and says so; a word it does not know
 * gets a plain "no definition found", never an invented one.
 */
export function createLexiconProvider(db: CommonQueryMethods): AiProvider {
  return {
    name: 'lexicon',
    askJson: null,
    async definitions(word: string, language: string): Promise<TAiItems> {
      const entry = await lookupWord(db, word);
      const items = distinctItems(entry?.senses.map((s) => `(${POS_LABEL[s.pos]}) ${s.gloss}`) ?? [], MAX_AI_ALTERNATIVES);
      if (items.length === 0) throw new AiNoResultError(noDefinitionMessage(word));
      return { items, language: 'en', note: definitionLanguageNote({ provider: 'lexicon', language: 'en', preferred: language }) };
    },
    async examples(word: string): Promise<TAiItems> {
      const entry = await lookupWord(db, word);
      const sentences = entry?.senses.flatMap((s) => s.examples.map(bareSentence)) ?? [];
      const items = distinctItems(sentences, MAX_AI_ALTERNATIVES);
      if (items.length === 0) throw new AiNoResultError(noExampleMessage(word));
      return { items, language: 'en', note: null };
    },
  };
}
