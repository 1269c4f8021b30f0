import { topicNoteText, type TGenerateWordbookNextResponse } from '@wordbook/core/contract/ai-wordbook';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { learner, server, streamed, useAiWorker, useTestServer } from './ai-wordbook-test-kit.ts';

useTestServer();

/**
 * Learning content a learner can trust: a draft whose prompt few words relate to says how many
 * do, and that the rest are common words of the learner's band (real worker, real lexicon).
 */
describe('the topic note of a generated wordbook (lexicon provider, real worker process)', () => {
  useAiWorker();

  const storedNote = (draftId: string) =>
    server.app.pool.oneFirst(sql.type(z.object({ note: z.unknown() }))`select topic_note as note from ai_wordbook_drafts where id = ${draftId}`);

  it('says how few words relate to a prompt WordNet knows little about ("sudoku" at level 5), and stores it with the draft', async () => {
    const me = await learner('pro', 5);
    const res = await me.generate({ wordbook_ids: [], count: 20, prompt: 'sudoku' }, true);
    const { result } = streamed(res, 20);
    expect(result.words).toHaveLength(20);
    const note = result.topic_note!;
    // At level 5 the prompt's neighbourhood inside ranks 3000–7000 is sudoku, puzzle, pose, solution.
    const topic = ['sudoku', 'puzzle', 'pose', 'solution'];
    console.log(`"sudoku" draft: ${note?.related}/20 related:`, result.words.map((w) => w.text).join(', '));
    expect(note).toMatchObject({ prompt: 'sudoku', total: 20 });
    expect(note.related).toBeGreaterThanOrEqual(1);
    expect(note.related).toBeLessThanOrEqual(topic.length);
    // The related words come first (the topic's), the band's after them: the counts are what was delivered.
    const texts = result.words.map((w) => w.text);
    for (const t of texts.slice(0, note.related)) expect(topic).toContain(t);
    for (const t of texts.slice(note.related)) expect(topic).not.toContain(t);
    expect(topicNoteText(note)).toBe(
      `Only ${note.related} of 20 words ${note.related === 1 ? 'relates' : 'relate'} closely to “sudoku”; the other ${20 - note.related} are common words at your level.`,
    );
    expect(await storedNote(result.wordbook.id)).toEqual(note);

    // The plain fallback answers the same draft (uncharged), with its note, from the stored row.
    const again = await me.generate({ wordbook_ids: [], count: 20, prompt: 'sudoku' });
    expect(again.statusCode).toBe(200);
    const plain = again.result as TGenerateWordbookNextResponse;
    expect(plain.wordbook.id).toBe(result.wordbook.id);
    expect(plain.topic_note).toEqual(note);
    expect(await me.ledger()).toEqual([40]);
  });

  it('adds no note when the prompt’s topic fills the wordbook ("travel and airports")', async () => {
    const me = await learner('pro', 5);
    const res = await me.generate({ wordbook_ids: [], count: 30, prompt: 'travel and airports' }, true);
    const { result } = streamed(res, 30);
    expect(result.words).toHaveLength(30);
    expect(result.topic_note).toBeNull();
    expect(await storedNote(result.wordbook.id)).toBeNull();
  });

  it('adds no note without a prompt, though every word is the band’s', async () => {
    const me = await learner('pro', 4);
    const res = await me.generate({ wordbook_ids: [], count: 20, prompt: '' });
    expect(res.statusCode).toBe(200);
    expect((res.result as TGenerateWordbookNextResponse).topic_note).toBeNull();
  });
});
