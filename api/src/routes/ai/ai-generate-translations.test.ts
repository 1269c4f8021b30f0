import type { TGenerateWordbookNextResponse } from '@wordbook/core/contract/ai-wordbook';
import { hasTranslations } from '@wordbook/sql/queries/lexicon-translations';
import { z } from 'zod';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { body, expectedDefinitions, learner, server, useTestServer } from './ai-generate-test-kit.ts';

useTestServer();

/**
 * Meanings beside their translation (docs/lexicon.md "Meanings in other languages"), with the
 * FreeDict and CC-CEDICT dictionaries installed (.ci/run installs the Debian packages; README).
 */
async function speaking(language: string, plan: 'free' | 'pro' = 'pro') {
  const me = await learner(plan);
  await server.app.pool.query(sql.typeAlias('void')`update users set preferred_definition_languages = ${sql.array([language], 'text')} where id = ${me.id}`);
  return me;
}

const definitionsOf = (res: { result: unknown }) => (body(res as never).data as { definitions: string[] }).definitions;

describe('meanings with their translation from the built-in dictionaries', () => {
  it('has the dictionaries loaded (apt-get install dict-freedict-eng-deu …, see README)', async () => {
    for (const code of ['ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'nl', 'pt', 'ru', 'sw', 'tr', 'zh-CN', 'zh-TW']) expect(await hasTranslations(server.app.pool, code), code).toBe(true);
    expect(await hasTranslations(server.app.pool, 'ko'), 'ko needs an AI service').toBe(false);
  });

  it('shows "Haus" beside the main meaning of house for a learner with German, and only beside it', async () => {
    const me = await speaking('de');
    const res = await me.generate(await me.add('house'));
    expect(res.statusCode).toBe(200);
    const english = await expectedDefinitions('house');
    const definitions = definitionsOf(res);
    expect(definitions[0]).toBe(`${english[0]} — Haus`);
    expect(definitions[0]).toMatch(/dwelling/);
    expect(definitions.slice(1)).toEqual(english.slice(1));
    expect(body(res)).toMatchObject({ language: 'de', note: null, reused: false });
  });

  it('writes Chinese in traditional characters for zh-TW and simplified for zh-CN', async () => {
    for (const [language, cat, car] of [['zh-TW', '貓', '車'], ['zh-CN', '猫', '车']] as const) {
      const me = await speaking(language);
      const catMeaning = definitionsOf(await me.generate(await me.add('cat')))[0];
      const carMeaning = definitionsOf(await me.generate(await me.add('car')))[0];
      expect(catMeaning, language).toMatch(new RegExp(`feline.* — ${cat}$`));
      expect(carMeaning, language).toMatch(new RegExp(`motor vehicle.* — ${car}$`));
    }
  });

  it('does not reuse the English result after the learner switches to German, nor the German one back in English', async () => {
    const me = await speaking('en');
    const word = await me.add('house');
    const english = await me.generate(word);
    expect(body(english)).toMatchObject({ language: 'en', reused: false });
    expect(definitionsOf(english)[0]).not.toMatch(/Haus/);

    await server.app.pool.query(sql.typeAlias('void')`update users set preferred_definition_languages = '{de}' where id = ${me.id}`);
    const german = await me.generate(word);
    expect(body(german)).toMatchObject({ language: 'de', reused: false });
    expect(definitionsOf(german)[0]).toMatch(/ — Haus$/);
    // Asked again in German: the German result is reused, free of charge.
    const again = await me.generate(word);
    expect(body(again)).toMatchObject({ language: 'de', reused: true });
    expect(await me.ledger()).toEqual([10, 10]);

    // A word the learner adds later with the same text reuses the earlier result only in its language.
    await server.app.pool.query(sql.typeAlias('void')`update users set preferred_definition_languages = '{en}' where id = ${me.id}`);
    const other = await me.add('house', await me.newWordbook('Second'));
    const back = await me.generate(other);
    expect(body(back)).toMatchObject({ language: 'en', reused: false });
    expect(definitionsOf(back)[0]).toBe((await expectedDefinitions('house'))[0]);
  });

  it('keeps meanings English, with a note, for a language no dictionary covers', async () => {
    const me = await speaking('vi');
    const res = await me.generate(await me.add('house'));
    expect(body(res)).toMatchObject({ language: 'en', note: 'Definitions are in English; the built-in dictionary has no Vietnamese definitions.' });
    expect(definitionsOf(res)).toEqual(await expectedDefinitions('house'));
  });

  it('puts the German translation beside the main meaning of the words the generator offers', async () => {
    const me = await speaking('de');
    await server.app.pool.query(sql.typeAlias('void')`update users set level = 4 where id = ${me.id}`);
    const res = await me.call('POST', '/api/ai/generate-wordbook-next', { wordbook_ids: [me.wordbook.id], count: 20, prompt: '', timezone: 'UTC' });
    expect(res.statusCode).toBe(200);
    const { words } = (res.result as TGenerateWordbookNextResponse).wordbook;
    const german = await server.app.pool.any(sql.type(z.object({ lemma: z.string(), translation: z.string() }))`
      select lemma, translation from lexicon_translations where language = 'de' and lemma = any(${sql.array(words.map((w) => w.text), 'text')})`);
    expect(german.length).toBeGreaterThan(10);
    for (const { lemma, translation } of german) {
      const word = words.find((w) => w.text === lemma)!;
      expect(word.definitions.filter((d) => d.endsWith(` — ${translation}`)), lemma).toHaveLength(1);
    }
  });
});
