import { beforeEach, describe, expect, it } from 'vitest';
import { clearLevelTestDrafts, emptyDraft, loadReview, loadRoundDraft, reviewWordsOf, saveReview, saveRoundDraft } from './round-draft';

beforeEach(() => window.sessionStorage.clear());

describe('round drafts in sessionStorage', () => {
  it('give back the answers and the question index that were stored for the same test and round', () => {
    const draft = { answers: [2, -1, null, 0, null, null, null, null, null, null], index: 4 };
    saveRoundDraft('t1', 2, draft);
    expect(loadRoundDraft('t1', 2, 10)).toEqual(draft);
    expect(loadRoundDraft('t1', 3, 10)).toEqual(emptyDraft(10));
    expect(loadRoundDraft('t2', 2, 10)).toEqual(emptyDraft(10));
  });

  it('start empty when what is stored does not fit the round', () => {
    saveRoundDraft('t1', 1, { answers: [0, 1], index: 1 });
    expect(loadRoundDraft('t1', 1, 10)).toEqual(emptyDraft(10));
    window.sessionStorage.setItem('wordbook.user.level-test.t1.round1', JSON.stringify({ answers: [7, null], index: 0 }));
    expect(loadRoundDraft('t1', 1, 2)).toEqual(emptyDraft(2));
    window.sessionStorage.setItem('wordbook.user.level-test.t1.round1', '{not json');
    expect(loadRoundDraft('t1', 1, 2)).toEqual(emptyDraft(2));
    window.sessionStorage.setItem('wordbook.user.level-test.t1.round1', JSON.stringify({ answers: [1, null], index: 9 }));
    expect(loadRoundDraft('t1', 1, 2)).toEqual({ answers: [1, null], index: 1 });
  });

  it('are cleared, all but the kept round, while the review of the wordbook survives', () => {
    saveRoundDraft('t1', 1, { answers: [1], index: 0 });
    saveRoundDraft('t1', 2, { answers: [2], index: 0 });
    saveReview('t1', reviewWordsOf([{ text: 'cat', definition: 'a feline', example: null, pos: 'n', rank: 900 }]));
    window.sessionStorage.setItem('unrelated', 'x');
    clearLevelTestDrafts({ testId: 't1', round: 2 });
    expect(loadRoundDraft('t1', 1, 1)).toEqual(emptyDraft(1));
    expect(loadRoundDraft('t1', 2, 1)).toEqual({ answers: [2], index: 0 });
    expect(loadReview('t1')).toEqual([{ key: '0-cat', text: 'cat', pos: 'n', definition: 'a feline', example: '', rank: 900 }]);
    expect(window.sessionStorage.getItem('unrelated')).toBe('x');
    clearLevelTestDrafts();
    expect(loadRoundDraft('t1', 2, 1)).toEqual(emptyDraft(1));
  });
});
