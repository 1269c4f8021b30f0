import { openDictd, type TDictd } from './dictd.ts';

/**
 * FreeDict English→X entries as candidate senses. The dictionaries come from different sources and
 * differ in shape: numbered senses ("1. libro\n2. pedir"), one sense per entry with notes and
 * synonyms (eng-deu), or a translation line followed by an English gloss (eng-jpn, eng-ind).
 */
export type TFreedictSense = {
  /** The translations as listed, markup removed (Haus <neut> → Haus). */
  terms: string[];
  /** English words that say which sense this is: glosses, notes, synonyms (empty when the dictionary gives none). */
  english: Set<string>;
  pos: 'n' | 'v' | 'a' | 'r' | null;
  /**
   * The terms the dictionary labels as regional or of a register (Deern [Norddt.], Kindlein
   * [poet.]; NARROW_LABEL): narrower than an unlabelled word of the same sense.
   */
  labelled: Set<string>;
  /** How many example sentences the entry gives (eng-deu: the everyday sense has the most). */
  examples: number;
  /** The sense's place in its entry and the entry's place among the headword's entries, 0 first. */
  order: number;
};

const ENGLISH_TOKEN = /[a-z]+/g;

export const englishWords = (text: string): Set<string> => new Set([...text.toLowerCase().matchAll(ENGLISH_TOKEN)].map(([w]) => w).filter((w) => w.length > 2));

function posOf(headLine: string): TFreedictSense['pos'] {
  const tag = /<(\w+)/.exec(headLine.replace(/\/[^/]*\//g, ''))?.[1]?.toLowerCase();
  if (!tag) return null;
  if (tag === 'n') return 'n';
  if (tag.startsWith('v')) return 'v';
  if (tag === 'adj' || tag === 'a') return 'a';
  if (tag === 'adv') return 'r';
  return null;
}

/** eng-deu marks a noun's gender on its translations (Haus <neut>) and a verb's kind (gehen <v, intr>). */
function posOfTerms(line: string): TFreedictSense['pos'] {
  const tags = [...line.matchAll(/<([^>]*)>/g)].map((m) => m[1]!.trim());
  if (tags.some((t) => /^(neut|fem|masc|pl|n)\b/.test(t))) return 'n';
  if (tags.some((t) => /^v\b/.test(t))) return 'v';
  if (tags.some((t) => /^adj\b/.test(t))) return 'a';
  if (tags.some((t) => /^adv\b/.test(t))) return 'r';
  return null;
}

/** "Haus <neut>, Familie <fem> [zool.]" → ["Haus", "Familie"]; bracketed labels and parenthesised remarks go. */
export function splitTerms(line: string): string[] {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/\{[^}]*\}/g, '')
    .split(/[,;،、]/)
    .map((t) => t.replace(/\s+/g, ' ').replace(/^[\s.~]+|[\s.]+$/g, '').replace(/~/g, ' '))
    .filter((t) => t.length > 0 && t.length <= 40 && !/[…"“]/.test(t));
}

/**
 * eng-deu's labels of a regional word (Deern [Norddt.], Zmittag [Schw.], Tschick [Ös.]) or of a register
 * (colloquial, elevated, dated, vulgar, figurative, children's or hunters' speech). Field labels
 * ([med.], [zool.], [auto]) are not among them: they mark the everyday word as often (Grippe, Schaf, Pkw).
 */
const NARROW_LABEL =
  /^(Ös|Westös|Ostös|Südostös|Schw|Lie|Lux|Norddt|Nordostdt|Nordwestdt|Süddt|Südwestdt|Mitteldt|Mittelwestdt|Mittelostdt|Ostmitteldt|Westdt|Ostdt|Bayr|BW|Tirol|Südtirol|Wien|Berlin|Sachsen|ugs|coll|slang|Jugendsprache|Kindersprache|Jägersprache|vulg|pej|humor|geh|veraltet|veraltend|altertümlich|alt|arch|archaic|obs|selten|poet|übtr|fig)\.?$/;

const pronunciationLength = (entry: string) => /\/([^/]*)\//.exec(entry.split('\n')[0] ?? '')?.[1]?.length ?? 0;

/** The entry's headword (the first line up to its pronunciation), lower-cased. */
const headwordOf = (entry: string) => (entry.split('\n')[0] ?? '').split(' /')[0]!.trim().toLowerCase();

/**
 * One entry's senses; glossed: the dictionary writes an English gloss under each translation.
 */
function sensesOfEntry(entry: string, entryNo: number, glossed: boolean): TFreedictSense[] {
  const [head = '', ...lines] = entry.split('\n');
  const pos = posOf(head);
  const senses: TFreedictSense[] = [];
  let current: TFreedictSense | null = null;
  const start = (text: string) => {
    const labelled = new Set(text.split(/[,;،、]/).filter((part) => [...part.matchAll(/\[([^\]]*)\]/g)].some((m) => NARROW_LABEL.test(m[1]!.trim()))).flatMap(splitTerms));
    current = { terms: splitTerms(text), english: new Set(), pos: pos ?? posOfTerms(text), labelled, examples: 0, order: entryNo * 10 + senses.length };
    senses.push(current);
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const numbered = /^(\d+)\.\s*(.*)$/.exec(line);
    if (raw.startsWith('      "')) {
      if (current) (current as TFreedictSense).examples++;
      continue;
    }
    if (/^see:/.test(line)) continue; // cross references
    const synonyms = /^Synonyms?:\s*(.*)$/.exec(line);
    const note = /^Note:\s*(.*)$/.exec(line);
    if (synonyms || note) {
      if (current) for (const w of englishWords((synonyms ?? note)![1]!)) (current as TFreedictSense).english.add(w);
      continue;
    }
    const text = (numbered ? numbered[2]! : line).replace(/\s+\d+\.$/, '');
    if (numbered && text === '') continue; // " 3." in eng-jpn: another gloss of the same translation
    // Glossed dictionaries alternate a translation line (numbered, ending in "2." or the first) and its English gloss.
    if (glossed && current && !(numbered || /\s\d+\.$/.test(line))) {
      for (const w of englishWords(text)) (current as TFreedictSense).english.add(w);
      continue;
    }
    start(text);
  }
  return senses.filter((s) => s.terms.length > 0);
}

export type TFreedictLanguage = {
  code: string;
  forward: string;
  reverse: string | null;
  /** Lines of English under each translation (eng-jpn, eng-ind). */
  glossed: boolean;
  /**
   * The reverse dictionary has an entry per sense in no order of use (deu-eng: gehen → turn out,
   * get on, …, go): where the lemma stands says nothing, how many meanings the word has does.
   */
  entryPerSense?: boolean;
  /** Infinitive endings: a verb sense prefers them, a noun sense avoids them. */
  verbEndings?: RegExp;
  /** How a loanword is written (katakana): it usually keeps a narrower sense (ボーイ is a waiter, アウト a baseball out). */
  loanword?: RegExp;
};

export const FREEDICT_LANGUAGES: TFreedictLanguage[] = [
  { code: 'ar', forward: 'freedict-eng-ara', reverse: 'freedict-ara-eng', glossed: false },
  { code: 'de', forward: 'freedict-eng-deu', reverse: 'freedict-deu-eng', glossed: false, entryPerSense: true },
  { code: 'es', forward: 'freedict-eng-spa', reverse: 'freedict-spa-eng', glossed: false, verbEndings: /(ar|er|ir|arse|erse|irse)$/ },
  { code: 'fr', forward: 'freedict-eng-fra', reverse: 'freedict-fra-eng', glossed: false, verbEndings: /(er|ir|re)$/ },
  { code: 'hi', forward: 'freedict-eng-hin', reverse: null, glossed: false },
  { code: 'id', forward: 'freedict-eng-ind', reverse: null, glossed: true },
  { code: 'it', forward: 'freedict-eng-ita', reverse: 'freedict-ita-eng', glossed: false, verbEndings: /(are|ere|ire|rsi)$/ },
  { code: 'ja', forward: 'freedict-eng-jpn', reverse: 'freedict-jpn-eng', glossed: true, loanword: /^[\u30A0-\u30FF]+$/ },
  { code: 'nl', forward: 'freedict-eng-nld', reverse: 'freedict-nld-eng', glossed: false },
  { code: 'pt', forward: 'freedict-eng-por', reverse: 'freedict-por-eng', glossed: false, verbEndings: /(ar|er|ir|ôr|or)$/ },
  { code: 'ru', forward: 'freedict-eng-rus', reverse: null, glossed: false },
  { code: 'sw', forward: 'freedict-eng-swh', reverse: 'freedict-swh-eng', glossed: false },
  { code: 'tr', forward: 'freedict-eng-tur', reverse: 'freedict-tur-eng', glossed: false, verbEndings: /m(a|e)k$/ },
];

/**
 * What a translation means back in English: its words, and its glosses as whole phrases ("to go"
 * → "go"), the first first: casa → house; acuarela → watercolour (water only as part of a word).
 */
export type TBackTranslation = {
  words: Set<string>;
  glosses: { phrase: string; pos: TFreedictSense['pos'] }[];
  /** Each meaning line's phrases with the English around them (its notes): what else a line naming the lemma says. */
  lines: { phrases: string[]; words: Set<string> }[];
};
export type TOpenFreedict = { language: TFreedictLanguage; sensesOf: (lemma: string) => TFreedictSense[]; backTranslate: ((term: string) => TBackTranslation) | null };

/** Labels removed innermost first: jpn-eng's "(noun (common) (futsuumeishi))" is no meaning. */
const withoutLabels = (text: string): string => {
  const stripped = text.replace(/\([^()]*\)|\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g, '');
  return stripped === text ? text : withoutLabels(stripped);
};
const glossPhrase = (text: string) => withoutLabels(text).replace(/\s+/g, ' ').trim().toLowerCase().replace(/^(to|a|an|the) /, '');

export function openFreedict(language: TFreedictLanguage): TOpenFreedict | null {
  const forward = openDictd(language.forward);
  if (!forward) return null;
  const reverse: TDictd | null = language.reverse ? openDictd(language.reverse) : null;
  const backCache = new Map<string, TBackTranslation>();
  return {
    language,
    sensesOf: (lemma) => {
      const entries = forward.lookup(lemma).filter((entry) => headwordOf(entry) === lemma);
      // eng-spa files phrases under their first word ("house /hausɔfwəːʃip/" is house of worship): its pronunciation gives it away.
      const shortest = Math.min(...entries.map(pronunciationLength));
      return entries.filter((entry) => pronunciationLength(entry) <= shortest + 3).flatMap((entry, i) => sensesOfEntry(entry, i, language.glossed));
    },
    backTranslate: reverse
      ? (term) => {
          let back = backCache.get(term);
          if (!back) {
            back = { words: new Set(), glosses: [], lines: [] };
            for (const entry of reverse.lookup(term)) {
              const head = entry.split('\n')[0] ?? '';
              const pos = posOf(head) ?? posOfTerms(head);
              let current: TBackTranslation['lines'][number] | null = null;
              for (const line of entry.split('\n').slice(1)) {
                const note = /^\s*Note:\s*(.*)$/.exec(line);
                if (note && current) for (const w of englishWords(note[1]!)) current.words.add(w);
                if (line.trim() === '' || /^\s*(Note:|Synonyms?:|see:|")/.test(line.trim()) || line.startsWith('      "')) continue;
                current = { phrases: [], words: englishWords(line) };
                back.lines.push(current);
                for (const w of current.words) back.words.add(w);
                for (const part of line.replace(/^\s*\d+\.\s*/, '').split(/[,;]/)) {
                  const phrase = glossPhrase(part);
                  if (phrase) {
                    back.glosses.push({ phrase, pos });
                    current.phrases.push(phrase);
                  }
                }
              }
            }
            backCache.set(term, back);
          }
          return back;
        }
      : null,
  };
}
