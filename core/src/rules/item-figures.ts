import { containsWordForm, lemmaPassesGate, optionPassesGate } from './content-gate.ts';
import { glossContentWords } from './level-test-items.ts';

/**
 * What a learner would notice in a bank of four-option meaning questions, counted: items failing
 * the content gate, items with the asked word in an option, items whose options mark their part of
 * speech differently, items whose right option is the longest (chance: one in four; the shortest, likewise), and items
 * where a wrong option shares a content word with the right one. Used by the level-test item test
 * (a small bank, every CI run) and `npm run ops -- lexicon measure` (a large one, docs/lexicon.md).
 */
export type TMeasuredItem = { word: string; options: readonly string[]; correctIndex: number };

export type TItemFigures = {
  items: number;
  distinctWords: number;
  failingGate: string[];
  wordInOption: string[];
  mixedPosMarking: string[];
  rightLongest: number;
  rightShortest: number;
  sharedContentWord: string[];
};

const POS_MARK = /^\s*\((?:noun|verb|adjective|adverb|n|v|adj|adv)\)/i;

export function measureItems(items: readonly TMeasuredItem[]): TItemFigures {
  const figures: TItemFigures = { items: items.length, distinctWords: new Set(items.map((q) => q.word)).size, failingGate: [], wordInOption: [], mixedPosMarking: [], rightLongest: 0, rightShortest: 0, sharedContentWord: [] };
  for (const q of items) {
    const right = q.options[q.correctIndex] ?? '';
    const label = `${q.word}: ${right}`;
    if (!lemmaPassesGate(q.word, right) || q.options.some((o) => !optionPassesGate(q.word, o))) figures.failingGate.push(label);
    if (q.options.some((o) => containsWordForm(q.word, o))) figures.wordInOption.push(label);
    if (new Set(q.options.map((o) => POS_MARK.test(o))).size > 1 || q.options.some((o) => /`|--/.test(o))) figures.mixedPosMarking.push(label);
    if (q.options.every((o, i) => i === q.correctIndex || o.length < right.length)) figures.rightLongest++;
    if (q.options.every((o, i) => i === q.correctIndex || o.length > right.length)) figures.rightShortest++;
    const rightWords = glossContentWords(right);
    const sharing = q.options.find((o, i) => i !== q.correctIndex && [...glossContentWords(o)].some((w) => rightWords.has(w)));
    if (sharing) figures.sharedContentWord.push(`${label} / ${sharing}`);
  }
  return figures;
}

/** The figures as the lines of a Markdown table (docs/lexicon.md). */
export function figuresTable(f: TItemFigures): string[] {
  const share = (n: number) => `${n} (${((100 * n) / Math.max(1, f.items)).toFixed(1)} %)`;
  return [
    '| measure | items |',
    '|---|---|',
    `| items drawn (distinct words) | ${f.items} (${f.distinctWords}) |`,
    `| failing the content gate | ${share(f.failingGate.length)} |`,
    `| the asked word (or a form of it) in an option | ${share(f.wordInOption.length)} |`,
    `| options marking their part of speech differently | ${share(f.mixedPosMarking.length)} |`,
    `| a wrong option sharing a content word with the right one | ${share(f.sharedContentWord.length)} |`,
    `| the right option the longest (chance 25 %) | ${share(f.rightLongest)} |`,
    `| the right option the shortest (chance 25 %) | ${share(f.rightShortest)} |`,
  ];
}
