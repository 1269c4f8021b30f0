import type { TTopicCandidate, TTopicSeedSense } from '@wordbook/sql/queries/lexicon-topics';
import { describe, expect, it } from 'vitest';
import { scoreCandidates } from './topic-scorer.ts';

const seedSense = (seed: string, senseOrder = 1, glossWords: string[] = []): TTopicSeedSense => ({
  seed,
  senseOrder,
  pos: 'n',
  glossWords,
  glossCounts: glossWords.map(() => 5),
});

const candidate = (lemma: string, seed: string, overrides: Partial<TTopicCandidate> = {}): TTopicCandidate => ({
  lemma,
  rank: 3000,
  senseCount: 2,
  firstPos: 'n',
  glossCount: 3,
  senseOrder: 1,
  pos: 'n',
  hyponyms: 0,
  glossWords: [],
  relation: 'hyponym',
  fanout: 3,
  seed,
  seedSenseOrder: 1,
  ...overrides,
});

const scoreOf = (scored: { lemma: string; score: number }[], lemma: string) => scored.find((c) => c.lemma === lemma)?.score ?? 0;

describe('topic scoring', () => {
  it('ranks a close relation (a kind of the seed) above a broad one (what the seed is a kind of)', () => {
    const { scored } = scoreCandidates(
      { seedSenses: [seedSense('airport')], candidates: [candidate('airfield', 'airport'), candidate('facility', 'airport', { relation: 'hypernym' })] },
      new Map([['airport', 1]]),
    );
    expect(scoreOf(scored, 'airfield')).toBeGreaterThan(scoreOf(scored, 'facility'));
  });

  it('adds up the seeds that reach a word: two seeds outweigh one', () => {
    const { scored } = scoreCandidates(
      {
        seedSenses: [seedSense('airport'), seedSense('luggage')],
        candidates: [candidate('passenger', 'airport'), candidate('passenger', 'luggage'), candidate('hangar', 'airport')],
      },
      new Map([['airport', 1], ['luggage', 1]]),
    );
    expect(scoreOf(scored, 'passenger')).toBeGreaterThan(scoreOf(scored, 'hangar'));
  });

  it('counts a word reached through its rare sense for less than one reached through its main sense', () => {
    const { scored } = scoreCandidates(
      { seedSenses: [seedSense('kitchen')], candidates: [candidate('stove', 'kitchen'), candidate('range', 'kitchen', { senseOrder: 6 })] },
      new Map([['kitchen', 1]]),
    );
    expect(scoreOf(scored, 'stove')).toBeGreaterThan(scoreOf(scored, 'range'));
  });

  it('prefers the part of speech most seeds have, and never offers a seed itself', () => {
    const { dominantPos, scored } = scoreCandidates(
      {
        seedSenses: [seedSense('ticket'), seedSense('flight')],
        candidates: [candidate('fare', 'ticket'), candidate('fly', 'flight', { pos: 'v', firstPos: 'v' }), candidate('flight', 'ticket')],
      },
      new Map([['ticket', 1], ['flight', 1]]),
    );
    expect(dominantPos).toBe('n');
    expect(scoreOf(scored, 'fare')).toBeGreaterThan(scoreOf(scored, 'fly'));
    expect(scored.map((c) => c.lemma)).not.toContain('flight');
  });

  it('marks only close relations as ones a second hop may follow', () => {
    const { scored } = scoreCandidates(
      { seedSenses: [seedSense('music')], candidates: [candidate('melody', 'music', { relation: 'synonym' }), candidate('art', 'music', { relation: 'sibling' })] },
      new Map([['music', 1]]),
    );
    expect(scored.find((c) => c.lemma === 'melody')?.close).toBe(true);
    expect(scored.find((c) => c.lemma === 'art')?.close).toBe(false);
  });
});
