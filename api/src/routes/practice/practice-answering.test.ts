
import type {
  TSessionHistoryResponse,
  TSessionItemsResponse,
} from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { describe, expect, it } from 'vitest';
import { FRUIT, client, finish, learner, rightResponse, useTestServer, wordbookWith, wrongResponse } from './practice-test-kit.ts';

useTestServer();

describe('practice answering', () => {
  it('grades on the server: a client claiming isCorrect for a wrong answer is not counted', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true }, mtwSub: { enabled: true } } });
    const first = (await api.next(body.sessionId)).body;
    expect(first.answer).toBeNull();
    // The key never reaches the client before the answer.
    expect(JSON.stringify(first)).not.toMatch(/correctIndex|accept/);

    const right = await rightResponse(first);
    const wrong = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: await wrongResponse(first), isCorrect: true });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ isCorrect: false, progressDone: 0, progressTotal: 10, chunkBreakDue: false, itemMastered: false });
    // The reveal: the key as shown, after the answer.
    expect(wrong.body.answer).toEqual(typeof right === 'number' ? { correctIndex: right } : { accept: [right] });

    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.session).toMatchObject({ correctCount: 0, incorrectCount: 1, questionsCount: 1, progressDone: 0 });
    expect(history.attempts[0]?.isCorrect).toBe(false);
  });

  it('accepts typed answers trimmed and case-insensitively, inflected forms in blanks, and records "skip" as wrong', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, [FRUIT[3]!]);
    const { body } = await api.start({ wordbookId, modes: { blankSub: { enabled: true, required: 2 }, mtwSub: { enabled: true } } });
    const seen: string[] = [];
    for (let n = 0; n < 10; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      if (next.question?.type === 'blank') {
        expect(next.question.data).toEqual({ stem: 'Type the word that fills the blank.', sentence: 'We _____ home early yesterday.', hint: 'to move from one place to another' });
        if (!seen.includes('skip')) {
          const skip = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: 'skip', isCorrect: true });
          expect(skip.body).toMatchObject({ isCorrect: false, userResponse: 'skip', answer: { accept: ['went', 'go'] } });
          seen.push('skip');
          continue;
        }
        const typed = seen.includes('went') ? '  GO ' : ' Went ';
        const ok = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: typed });
        expect(ok.body.isCorrect).toBe(true);
        seen.push(typed.trim().toLowerCase());
      } else if (next.question?.type === 'short') {
        expect(next.question.data.prompt).toBe('to move from one place to another');
        const empty = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: '   ' });
        expect([empty.status, empty.body.message]).toEqual([400, M.answerRequired]);
        expect((await api.answer(body.sessionId, { itemId: next.itemId, userResponse: 'GO' })).body.isCorrect).toBe(true);
        seen.push('short');
      }
    }
    expect(seen.sort()).toEqual(['go', 'short', 'skip', 'went']);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.session.status).toBe('completed');
    expect(history.attempts.map((a) => [a.userResponse, a.isCorrect])).toContainEqual(['skip', false]);
  });

  it('brings a wrong item back later, masters a word after its required correct answers, then finishes', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true, required: 2 } }, chunkSize: 0 });
    expect(body.progressTotal).toBe(10);

    const first = (await api.next(body.sessionId)).body;
    const miss = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: await wrongResponse(first) });
    expect(miss.body).toMatchObject({ isCorrect: false, progressDone: 0 });
    // The missed item is not asked again at once, but it comes back within the session.
    const order: string[] = [];
    let progress = 0;
    let cameBackAt = -1;
    for (let n = 0; n < 100; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      order.push(next.itemId!);
      if (next.itemId === first.itemId && cameBackAt < 0) cameBackAt = order.length;
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) })).body;
      expect(res.progressDone).toBe(progress + 1);
      progress = res.progressDone;
      // The second right answer masters the item.
      expect(res.itemMastered).toBe(order.filter((id) => id === next.itemId).length === 2);
    }
    expect(cameBackAt).toBeGreaterThan(1);
    expect(order).toHaveLength(10);
    expect(progress).toBe(10);

    const done = (await api.next(body.sessionId)).body;
    expect(done).toMatchObject({ done: true, question: null, itemId: null, progressDone: 10, progressTotal: 10, status: 'completed' });
    const again = await api.answer(body.sessionId, { itemId: first.itemId, userResponse: 0 });
    expect([again.status, again.body.message]).toEqual([409, M.sessionNotActive]);
    const items = (await api.get<TSessionItemsResponse>(`/api/practice/session/${body.sessionId}/items`)).body;
    expect(items.usedWords).toHaveLength(5);
    for (const w of items.usedWords) expect(w).toMatchObject({ modes: ['mtwObj'], masteredModes: ['mtwObj'] });
  });

  it('signals chunk breaks when the progress reaches a chunk boundary', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, chunkSize: 2 });
    expect(body.chunkSize).toBe(2);
    const breaks: number[] = [];
    let wrongBreak: boolean | null = null;
    for (let n = 0; n < 20; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      expect(next.chunkSize).toBe(2);
      if (n === 1) {
        // A wrong answer does not move the progress, so it brings no break.
        wrongBreak = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await wrongResponse(next) })).body.chunkBreakDue;
        continue;
      }
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) })).body;
      if (res.chunkBreakDue) breaks.push(res.progressDone);
    }
    expect(wrongBreak).toBe(false);
    // Breaks after 2 and 4 of 5; none at the end.
    expect(breaks).toEqual([2, 4]);
  });

  it('works with one usable word (distractors from the lexicon), with words lacking examples, and with 300 words', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const single = await wordbookWith(me.id, [FRUIT[0]!, { text: 'pear' }]);
    const one = await api.start({ wordbookId: single.wordbookId, modes: { mtwObj: { enabled: true }, wtmObj: { enabled: true }, blankObj: { enabled: true } } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ totalWords: 1, progressTotal: 3, chunkSize: 0, autoExcludedWordIds: [single.wordIds[1]] });
    for (let n = 0; n < 3; n++) {
      const next = (await api.next(one.body.sessionId)).body;
      expect(next.question?.type).toBe('mcq');
      if (next.question?.type !== 'mcq') continue;
      // A full set of distinct choices even though the wordbook has no other usable word.
      expect(next.question.data.choices).toHaveLength(4);
      expect(new Set(next.question.data.choices.map((c) => c.toLowerCase())).size).toBe(4);
      await api.answer(one.body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    }
    expect((await api.next(one.body.sessionId)).body.done).toBe(true);

    const noExamples = await wordbookWith(me.id, FRUIT.map((w, i) => (i < 3 ? { ...w, example: null } : w)));
    const mixed = await api.start({ wordbookId: noExamples.wordbookId, modes: { mtwSub: { enabled: true }, blankObj: { enabled: true } } });
    expect(mixed.body).toMatchObject({ totalWords: 5, progressTotal: 7, autoExcludedWordIds: [] });
    expect(await finish(api, mixed.body.sessionId)).toBe(7);

    const many = await wordbookWith(
      me.id,
      Array.from({ length: 300 }, (_, i) => ({ text: `word${i}`, meaning: `the meaning number ${i}`, example: `This sentence uses word${i} in the middle.` })),
    );
    const t0 = performance.now();
    const big = await api.start({
      wordbookId: many.wordbookId,
      modes: { mtwObj: { enabled: true }, mtwSub: { enabled: true }, wtmObj: { enabled: true }, blankObj: { enabled: true }, blankSub: { enabled: true } },
      numChoices: 6,
    });
    const createMs = performance.now() - t0;
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({ totalWords: 300, progressTotal: 1500, chunkSize: 20 });
    expect(createMs).toBeLessThan(5000);
    const next = (await api.next(big.body.sessionId)).body;
    expect(next).toMatchObject({ done: false, progressTotal: 1500, chunkSize: 20 });
    const res = await api.answer(big.body.sessionId, { itemId: next.itemId, userResponse: await rightResponse(next) });
    expect(res.body).toMatchObject({ isCorrect: true, progressDone: 1 });
  });

  it('compares typed answers normalised: trimmed, spaces collapsed, plain apostrophes, any-script case, accents kept', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, [
      { text: 'Éclair', meaning: 'a long pastry filled with cream' },
      { text: "don't", meaning: 'do not' },
      { text: 'ice cream', meaning: 'a frozen sweet food' },
    ]);
    const { body } = await api.start({ wordbookId, modes: { mtwSub: { enabled: true } }, chunkSize: 0 });
    const typed: Record<string, string[]> = {
      'a long pastry filled with cream': ['eclair', '  éCLAIR\u00a0'],
      'do not': ['DON\u2019T'],
      'a frozen sweet food': ['Ice \t  Cream'],
    };
    const graded: [string, boolean][] = [];
    for (let n = 0; n < 10; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done || next.question?.type !== 'short') break;
      const response = typed[next.question.data.prompt]!.shift()!;
      const res = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: response });
      expect(res.body.userResponse).toBe(response.trim());
      graded.push([response, res.body.isCorrect]);
    }
    // The accent counts: "eclair" is wrong; the item comes back and is answered right.
    expect(graded).toHaveLength(4);
    expect(graded).toEqual(expect.arrayContaining([
      ['eclair', false],
      ['DON\u2019T', true],
      ['Ice \t  Cream', true],
      ['  éCLAIR\u00a0', true],
    ]));
  });

  it("reads 'I don't know' (skip, null, -1) and a choice given as digits, and refuses an unreadable choice", async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    const { body } = await api.start({ wordbookId, chunkSize: 0 });
    const recorded: [string, boolean][] = [];
    for (const response of [null, -1, 'skip', 'digits']) {
      const next = (await api.next(body.sessionId)).body;
      for (const unreadable of [-2, 1.5, 'two', '', 4]) {
        const refused = await api.answer(body.sessionId, { itemId: next.itemId, userResponse: unreadable });
        expect([refused.status, refused.body.message]).toEqual([400, M.choiceOutOfRange]);
      }
      const userResponse = response === 'digits' ? ` ${await rightResponse(next)} ` : response;
      const res = await api.answer(body.sessionId, { itemId: next.itemId, userResponse });
      expect(res.status).toBe(200);
      recorded.push([res.body.userResponse, res.body.isCorrect]);
    }
    expect(recorded.slice(0, 3)).toEqual([
      ['skip', false],
      ['skip', false],
      ['skip', false],
    ]);
    expect(recorded[3]![1]).toBe(true);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    // The refused responses recorded nothing.
    expect(history.session).toMatchObject({ questionsCount: 4, correctCount: 1, incorrectCount: 3, progressDone: 1 });
  });

  it('moves a wrong item 3 places and a right one that needs more 7 places back in the queue', async () => {
    const me = await learner();
    const api = client(me.cookie);
    const words = Array.from({ length: 10 }, (_, i) => ({ text: `queue${i}`, meaning: `the meaning of queue word ${i}` }));
    const { wordbookId } = await wordbookWith(me.id, words);
    const { body } = await api.start({ wordbookId, modes: { mtwObj: { enabled: true, required: 2 } }, chunkSize: 0 });
    // Items are numbered by first appearance; only the very first answer is wrong.
    const numbers = new Map<string, number>();
    const served: number[] = [];
    for (let n = 0; n < 30; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done) break;
      if (!numbers.has(next.itemId!)) numbers.set(next.itemId!, numbers.size);
      served.push(numbers.get(next.itemId!)!);
      const userResponse = n === 0 ? await wrongResponse(next) : await rightResponse(next);
      expect((await api.answer(body.sessionId, { itemId: next.itemId, userResponse })).status).toBe(200);
    }
    // Positions 0, 1000, …; a wrong answer adds 3500, a right one that needs more 7500.
    expect(served).toEqual([0, 1, 2, 3, 0, 4, 5, 6, 7, 8, 1, 9, 2, 3, 0, 4, 5, 6, 7, 8, 9]);
  });

  it("reshuffles a returning item's choices and grades against the order shown", async () => {
    const me = await learner();
    const api = client(me.cookie);
    const { wordbookId } = await wordbookWith(me.id, FRUIT.slice(0, 2));
    const { body } = await api.start({ wordbookId, numChoices: 6, chunkSize: 0, modes: { mtwObj: { enabled: true } } });
    const shown: { itemId: string; choices: string[] }[] = [];
    for (let n = 0; n < 8; n++) {
      const next = (await api.next(body.sessionId)).body;
      if (next.done || next.question?.type !== 'mcq') break;
      // Reloading shows the same order.
      expect((await api.next(body.sessionId)).body.question).toEqual(next.question);
      const last = n === 7;
      const res = (await api.answer(body.sessionId, { itemId: next.itemId, userResponse: last ? await rightResponse(next) : await wrongResponse(next) })).body;
      expect(res.isCorrect).toBe(last);
      const correctIndex = 'correctIndex' in res.answer ? res.answer.correctIndex : -1;
      shown.push({ itemId: next.itemId!, choices: next.question.data.choices });
      expect(res.correctAnswer).toBe(next.question.data.choices[correctIndex]);
    }
    const first = shown.filter((s) => s.itemId === shown[0]!.itemId);
    expect(first.length).toBeGreaterThan(2);
    // Same choices, another order when it comes back (6 choices: 720 orders).
    for (const s of first) expect([...s.choices].sort()).toEqual([...first[0]!.choices].sort());
    expect(new Set(first.map((s) => s.choices.join('|'))).size).toBeGreaterThan(1);
    const history = (await api.get<TSessionHistoryResponse>(`/api/practice/session/${body.sessionId}/history`)).body;
    expect(history.attempts.map((a) => a.question.type === 'mcq' && a.question.data.choices)).toEqual(shown.map((s) => s.choices));
  });
});
