import { figuresTable, measureItems } from '@wordbook/core/rules/item-figures';
import { NAME_RANK_FACTOR } from '@wordbook/sql/lexicon/build-lexicon';
import { readSubtlex } from '@wordbook/sql/lexicon/subtlex';
import { rankedLemmas } from '@wordbook/sql/queries/lexicon-ranks';
import type { TNewLevelTestQuestion } from '@wordbook/sql/queries/level-tests';
import { buildRound1 } from '@wordbook/workers/jobs/level-test-items';
import { z } from 'zod';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';

const ZArgs = z.object({
  items: z.coerce.number().int().min(1).max(50_000).default(5_000),
  show: z.coerce.number().int().min(0).max(500).default(0),
  moved: z.coerce.number().int().min(0).max(100_000).default(40),
});

function parseArgs(args: string[]) {
  const named: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i]?.replace(/^--/, '');
    if (!key || args[i + 1] === undefined) throw new Error(`expected --name value pairs, got ${args.join(' ')}`);
    named[key] = args[i + 1]!;
  }
  return ZArgs.parse(named);
}

/**
 * `ops lexicon measure [--items N] [--show K] [--moved M]`: draws N level-test items with the real
 * item code (round 1: one word per stratum, the whole scale), prints what a learner would notice
 * (item-figures.ts) as a Markdown table, K items to read, and the M most frequent spellings of
 * words sampling may offer that the name demotion moved down the ranks. The figures in docs/lexicon.md come from here.
 */
export async function measureLexicon(args: string[]): Promise<void> {
  const { items: wanted, show, moved } = parseArgs(args);
  await withDatabase(async (pool) => {
    const started = performance.now();
    const items: TNewLevelTestQuestion[] = [];
    const worker = async () => {
      while (items.length < wanted) items.push(...(await buildRound1(pool, new Set(), async () => {})));
    };
    await Promise.all([worker(), worker(), worker()]);
    const figures = measureItems(items);
    say(`${items.length} items in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    for (const line of figuresTable(figures)) say(line);
    for (const [name, list] of Object.entries({ failingGate: figures.failingGate, wordInOption: figures.wordInOption, mixedPosMarking: figures.mixedPosMarking, sharedContentWord: figures.sharedContentWord })) {
      if (list.length > 0) say(`\n${name}:\n  ${list.slice(0, 20).join('\n  ')}`);
    }
    for (const q of items.slice(0, show)) {
      say(`\n${q.word} (${q.pos}, rank ${q.rank})`);
      for (const [i, o] of q.options.entries()) say(`  ${i === q.correctIndex ? '*' : '-'} ${o}`);
    }
    if (moved > 0) {
      const { spellingRank } = readSubtlex();
      const lemmas = await rankedLemmas(pool);
      const demoted = lemmas
        .map((l) => ({ ...l, spelling: spellingRank.get(l.lemma) ?? l.rank }))
        .filter((l) => l.rank >= l.spelling * NAME_RANK_FACTOR)
        .sort((a, b) => a.spelling - b.spelling);
      for (const top of [5_000, 10_000, 14_000]) say(`\ndemoted as names among the ${top} most frequent spellings: ${demoted.filter((l) => l.spelling <= top).length}`);
      // Those sampling offers: the words a level test, a distractor or a generated list could show.
      const offered = demoted.filter((l) => l.offered);
      say(`of them offered by sampling (a common sense in WordNet): ${offered.filter((l) => l.spelling <= 14_000).length}`);
      say('\n| word | SUBTLEXus spelling rank | lexicon rank |\n|---|---|---|');
      for (const l of offered.slice(0, moved)) say(`| ${l.lemma} | ${l.spelling} | ${l.rank} |`);
    }
  });
}

export const measureLexiconCommand: TOpsCommand = {
  help: '[--items N] [--show K] [--moved M]: level-test items drawn and measured, names moved down the ranks',
  run: measureLexicon,
};
