import { cleanGloss } from '@wordbook/core/rules/content-gate';
import type { DatabasePool } from '@wordbook/sql/pool';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testPool } from '../../../test/harness.ts';
import { translateMeanings } from './translate-meanings.ts';

let pool: DatabasePool;
beforeAll(async () => {
  pool = await testPool();
});
afterAll(async () => {
  await pool?.end();
});

async function learnerWith(language: string): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  return pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name, password_hash, status, preferred_definition_languages)
    values (${`t${tag}@example.com`}, ${`t_${tag}`}, 'Test Learner', null, 'active', ${sql.array([language], 'text')})
    returning id`);
}

const mainGloss = async (word: string) => cleanGloss((await lookupWord(pool, word))!.senses[0]!.gloss);

describe('translations beside the meanings of offered words (level wordbook, generator)', () => {
  it('puts the translation beside the main meaning, plain (level wordbook) or marked "(noun)" (generator), and nowhere else', async () => {
    const german = await learnerWith('de');
    const house = await mainGloss('house');
    const cat = await mainGloss('cat');
    const [level, generated] = await translateMeanings(pool, german, [
      { text: 'house', definition: house },
      { text: 'cat', definition: `(noun) ${cat}`, definitions: [`(noun) ${cat}`, '(noun) an informal term for a youth or man'] },
    ]);
    expect(level!.definition).toBe(`${house} — Haus`);
    expect(generated!.definition).toBe(`(noun) ${cat} — Katze`);
    expect(generated!.definitions).toEqual([`(noun) ${cat} — Katze`, '(noun) an informal term for a youth or man']);
  });

  it('leaves the meanings English for an English learner, and for a language no dictionary covers', async () => {
    const words = [{ text: 'house', definition: await mainGloss('house') }];
    for (const language of ['en', 'ko']) expect(await translateMeanings(pool, await learnerWith(language), words)).toEqual(words);
  });
});
