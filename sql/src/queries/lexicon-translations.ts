import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/**
 * The lexicon's translations (sql/migrations/0066; filled by the seed when the FreeDict and
 * CC-CEDICT dictionaries are installed): a lemma's main sense in the learner's language, with that
 * sense's gloss so a caller puts it beside the very meaning it translates.
 */
const ZTranslationRow = z.object({ lemma: z.string(), gloss: z.string(), translation: z.string() });
export type TLexiconTranslation = z.infer<typeof ZTranslationRow>;

export async function translationsOf(db: CommonQueryMethods, args: { lemmas: readonly string[]; language: string }): Promise<Map<string, TLexiconTranslation>> {
  if (args.lemmas.length === 0 || args.language === 'en') return new Map();
  const rows = await db.any(sql.type(ZTranslationRow)`
    select t.lemma, y.gloss, t.translation
      from lexicon_translations t
      join lexicon_senses s on s.lemma = t.lemma and s.sense_order = t.sense_order
      join lexicon_synsets y on y.synset = s.synset
     where t.lemma = any(${sql.array([...new Set(args.lemmas)], 'text')}) and t.language = ${args.language}`);
  return new Map(rows.map((r) => [r.lemma, r]));
}

/** Whether a dictionary into `language` is loaded (it has at least one translation). */
export function hasTranslations(db: CommonQueryMethods, language: string): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ loaded: z.boolean() }))`
    select exists (select 1 from lexicon_translations where language = ${language}) as loaded`);
}

/** A meaning with its translation beside it, as bilingual learner dictionaries print it. */
export const withTranslation = (meaning: string, translation: string | undefined) => (translation ? `${meaning} — ${translation}` : meaning);

/** The learner's first definition language ('en' when none is set). */
export async function preferredLanguageOf(db: CommonQueryMethods, userId: string): Promise<string> {
  const languages = await db.maybeOneFirst(sql.type(z.object({ languages: z.array(z.string()) }))`
    select preferred_definition_languages as languages from users where id = ${userId}`);
  return languages?.[0] ?? 'en';
}
