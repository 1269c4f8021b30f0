import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { dueDayOf, recallChance, replayCard } from './study-plan-fsrs.ts';

/** A word studied on Monday 2026-03-02 in New York, then answered right, right, wrong ("I don't know"), right. */
const studiedAt = new Date('2026-03-02T05:00:00Z');
const answers = [
  { at: new Date('2026-03-02T14:00:00Z'), correct: true },
  { at: new Date('2026-03-05T14:00:00Z'), correct: true },
  { at: new Date('2026-03-15T13:00:00Z'), correct: false },
  { at: new Date('2026-03-16T13:00:00Z'), correct: true },
];

describe('adaptive reviews replay practice answers through ts-fsrs', () => {
  it('gives the due dates ts-fsrs 5.4.2 gives for the history, answer by answer', () => {
    const dues = answers.map((_, n) => replayCard(studiedAt, answers.slice(0, n + 1)).due.toISOString());
    expect(dues).toEqual(['2026-03-05T14:00:00.000Z', '2026-03-19T14:00:00.000Z', '2026-03-17T13:00:00.000Z', '2026-03-20T13:00:00.000Z']);
    // The same log fed to ts-fsrs directly (Good for right, Again for wrong), without our helpers.
    const f = fsrs({ enable_fuzz: false, enable_short_term: false });
    let card = createEmptyCard(studiedAt);
    const direct: string[] = [];
    for (const a of answers) {
      card = f.next(card, a.at, a.correct ? Rating.Good : Rating.Again).card;
      direct.push(card.due.toISOString());
    }
    expect(dues).toEqual(direct);
  });

  it('names the due day in the plan’s zone and the chance of recall', () => {
    const card = replayCard(studiedAt, answers);
    expect(dueDayOf(card, 'America/New_York')).toBe('2026-03-20');
    expect(dueDayOf(card, 'Pacific/Auckland')).toBe('2026-03-21');
    // Due when the chance falls to about the requested 90 % (whole days: a little under).
    expect(recallChance(card, new Date('2026-03-20T13:00:00Z'))).toBeCloseTo(0.894, 3);
    expect(recallChance(card, new Date('2026-04-20T13:00:00Z'))).toBeLessThan(0.9);
    expect(recallChance(replayCard(studiedAt, []), new Date('2026-03-03T00:00:00Z'))).toBe(0);
  });
});
