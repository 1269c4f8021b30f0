import { describe, expect, it } from 'vitest';
import { GENERATION_FACTOR, PROGRESS_CAP, PROGRESS_STAGES, STAGE_MS, stageAt } from './progress-stages';

describe('staged progress', () => {
  it('walks the stage percentages of §9.1 in order', () => {
    expect(PROGRESS_STAGES.map((s) => s.percent)).toEqual([0, 6, 12, 22, 32, 45, 58, 72, 86, 94, 98]);
    expect(stageAt(0, 1).percent).toBe(0);
    expect(stageAt(STAGE_MS, 1).percent).toBe(6);
    expect(stageAt(STAGE_MS * 4, 1).percent).toBe(32);
  });

  it('takes twice as long per stage for a generation', () => {
    expect(stageAt(STAGE_MS, GENERATION_FACTOR).percent).toBe(0);
    expect(stageAt(STAGE_MS * 2, GENERATION_FACTOR).percent).toBe(6);
  });

  it('never passes 99 before the action is done, however long it runs', () => {
    expect(stageAt(STAGE_MS * 1000, 1).percent).toBeLessThanOrEqual(PROGRESS_CAP);
    expect(stageAt(STAGE_MS * 1000, 1).percent).toBe(98);
    expect(stageAt(0, 1, 1).percent).toBe(98);
  });

  it('moves ahead of the clock when the real progress is further', () => {
    expect(stageAt(0, GENERATION_FACTOR, 0.5).percent).toBe(45);
  });
});
