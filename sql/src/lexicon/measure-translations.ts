import { JUDGED_TRANSLATIONS } from './translation-answers.ts';
import type { TTranslationRows } from './translations.ts';

/**
 * How many of the most frequent lemmas get a translation (coverage) and how many shown
 * translations of the hand-judged words are right for the main sense (precision), per language.
 * Run: `npx tsx sql/src/lexicon/measure-translations.ts` (builds the lexicon rows, about a minute);
 * the figures in docs/lexicon.md come from here.
 */
export type TTranslationFigures = { language: string; covered: number; of: number; judged: number; shown: number; right: number; wrong: string[] };

export const MEASURED_LANGUAGES = ['de', 'es', 'ja', 'zh-TW'] as const;

export function translationsByLemma(rows: TTranslationRows, language: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < rows.lemma.length; i++) if (rows.language[i] === language) found.set(rows.lemma[i]!, rows.translation[i]!);
  return found;
}

/** A shown translation is right when every term it shows is one judged right for the sense. */
export function measureLanguage(language: string, shown: ReadonlyMap<string, string>, frequent: readonly string[]): TTranslationFigures {
  const judged = (JUDGED_TRANSLATIONS as Record<string, Record<string, string[]>>)[language] ?? {};
  const figures: TTranslationFigures = { language, covered: frequent.filter((l) => shown.has(l)).length, of: frequent.length, judged: 0, shown: 0, right: 0, wrong: [] };
  for (const [lemma, accepted] of Object.entries(judged)) {
    figures.judged++;
    const translation = shown.get(lemma);
    if (!translation) continue;
    figures.shown++;
    if (translation.split(', ').every((term) => accepted.includes(term))) figures.right++;
    else figures.wrong.push(`${lemma} → ${translation}`);
  }
  return figures;
}

const percent = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`);

export function figuresTable(figures: readonly TTranslationFigures[]): string {
  const lines = ['| language | with a translation (most frequent) | judged words shown | right for the main sense |', '|---|---|---|---|'];
  for (const f of figures) {
    const judged = f.judged > 0 ? `${f.shown} of ${f.judged}` : '–';
    const right = f.judged > 0 ? `${f.right} of ${f.shown} (${percent(f.right, f.shown)})` : '–';
    lines.push(`| ${f.language} | ${f.covered} of ${f.of} (${percent(f.covered, f.of)}) | ${judged} | ${right} |`);
  }
  return lines.join('\n');
}

async function main() {
  const { buildLexiconRows } = await import('./build-lexicon.ts');
  const rows = buildLexiconRows();
  const ranked = rows.lemmas.lemma
    .map((lemma, i) => ({ lemma, rank: rows.lemmas.rank[i] ?? null, offered: rows.lemmas.samplePos[i] !== null }))
    .filter((l): l is { lemma: string; rank: number; offered: true } => l.rank !== null && l.offered)
    .sort((a, b) => a.rank - b.rank);
  for (const top of [200, 5000]) {
    const frequent = ranked.slice(0, top).map((l) => l.lemma);
    const figures = MEASURED_LANGUAGES.map((language) => measureLanguage(language, translationsByLemma(rows.translations, language), frequent));
    console.log(`\nThe ${top} most frequent offered lemmas:\n\n${figuresTable(figures)}`);
    if (top === 200) for (const f of figures) if (f.wrong.length > 0) console.log(`\n${f.language} wrong: ${f.wrong.join('; ')}`);
  }
}

if (process.argv[1]?.endsWith('measure-translations.ts')) void main();
