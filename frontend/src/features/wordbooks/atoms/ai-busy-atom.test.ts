import { describe, expect, it } from 'vitest';
import { createStore } from '../../../lib/jotai';
import { aiBusyAtom, claimAiBusyAtom, releaseAiBusyAtom } from './ai-busy-atom';

describe('the in-flight AI requests', () => {
  it('skips a second request for the same word and type until the first is released', () => {
    const store = createStore();
    expect(store.set(claimAiBusyAtom, 'w1:definition')).toBe(true);
    expect(store.set(claimAiBusyAtom, 'w1:definition')).toBe(false);
    expect(store.set(claimAiBusyAtom, 'w1:example')).toBe(true);
    store.set(releaseAiBusyAtom, 'w1:definition');
    expect([...store.get(aiBusyAtom)]).toEqual(['w1:example']);
    expect(store.set(claimAiBusyAtom, 'w1:definition')).toBe(true);
  });
});
