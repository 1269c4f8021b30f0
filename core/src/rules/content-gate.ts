/**
 * What the product may put in front of a learner from 14 on when it picks words itself (level-test
 * items and their options, practice distractors, level wordbooks, generated lists): never sexual,
 * drug or violent-crime vocabulary, never a letter, abbreviation or foreign word asked as English,
 * and never an option that contains the asked word. A learner may still add any word to their own
 * wordbook; this gate only judges what the product offers. Pure text rules, shared by the seed
 * (which stops offering such lemmas) and the item code (which checks every option once more).
 */

// Sexual, drug and violent-crime senses, by what their definition talks about.
const UNFIT_TOPIC = new RegExp(
  String.raw`\b(?:` +
    [
      // sexual
      String.raw`sex|sexual\w*|sexy|erotic\w*|lust\w*|penis|phallus|vagina\w*|vulva|clitoris|genital\w*|breasts?|nipples?|buttocks|anus|anal|rectum|scrotum`,
      String.raw`intercourse|copulat\w*|coitus|fellatio|cunnilingus|masturbat\w*|prostitut\w*|brothel|pimp\w*|pornograph\w*|obscen\w*|orgasm\w*|erection`,
      String.raw`semen|sperm|ejaculat\w*|promiscu\w*|homosexual\w*|lesbian\w*|bisexual\w*|testicles?|condoms?|incest\w*|adulter\w*|fornicat\w*|seduc\w*|libido|aphrodisiac`,
      // drugs
      String.raw`narcotics?|cocaine|heroin|marijuana|cannabis|hashish|opium|amphetamines?|hallucinogen\w*|lsd|methamphetamine`,
      // violent crime
      String.raw`rape\w*|rapist|molest\w*|pedophil\w*|paedophil\w*|sodom\w*|torture\w*|suicide|genocide|decapitat\w*|mutilat\w*`,
    ].join('|') +
    String.raw`)\b`,
  'i',
);

/** Whether a definition speaks of sexual, drug or violent-crime matters. */
export function unfitGloss(gloss: string): boolean {
  return UNFIT_TOPIC.test(gloss);
}

const LANGUAGES = 'Spanish|Italian|French|German|Latin|Yiddish|Hebrew|Arabic|Hindi|Sanskrit|Japanese|Chinese|Russian|Portuguese|Dutch|Greek|Hawaiian|Scottish|Gaelic|Irish|Maori|Swahili|Turkish|Persian|Urdu';
const FOREIGN_OR_LETTER = new RegExp(
  [
    // eta, en, ex: "the 7th letter of the Greek alphabet", "the letter n"
    String.raw`\bletter of the (?:\w+ )?alphabet\b`,
    String.raw`^the letter \w\b`,
    // signora, amigo: "an Italian title or form of address …", "(Spanish) a friend"
    String.raw`\b(?:${LANGUAGES}) (?:title|word|term|name|expression|phrase|form of address|equivalent|for)\b`,
    String.raw`\((?:${LANGUAGES})\b[^)]*\)`,
    String.raw`\b(?:a |the )?(?:abbreviation|acronym) (?:for|of)\b`,
    String.raw`\bform of address\b`,
    // sahib, swami, malik: "a term of respect … in colonial India", "the leader of a town … in some parts of Asia Minor"
    String.raw`\b(?:title|term) of respect\b`,
    String.raw`\bin some parts of (?:Asia|Africa|India|the Middle East)\b`,
  ].join('|'),
  'i',
);

/** Whether a definition says the word is a letter, an abbreviation or a foreign word. */
export function foreignOrLetterGloss(gloss: string): boolean {
  return FOREIGN_OR_LETTER.test(gloss);
}

const TOKEN = /\p{L}+/gu;

/** How many leading letters two words share. */
function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Whether `text` contains `word` or a form of it (variety, varieties; arch, arched; stalker,
 * stalk; happy, happiness). Each word of a multi-word lemma of three letters or more counts.
 * Errs towards yes: a false yes only drops an option or an item.
 */
export function containsWordForm(word: string, text: string): boolean {
  const tokens = [...text.toLowerCase().matchAll(TOKEN)].map((m) => m[0]);
  const parts = word.toLowerCase().split(/[\s-]+/).filter((p, _, all) => p.length >= 3 || all.length === 1);
  return parts.some((part) =>
    tokens.some((token) => {
      if (token === part) return true;
      if (part.length <= 3) return token.startsWith(part) && /^(?:s|es|ed|d|ing|er|ers)$/.test(token.slice(part.length));
      const shared = sharedPrefix(token, part);
      return shared >= Math.min(token.length, part.length) - 1 && shared >= 4;
    }),
  );
}

/**
 * A gloss as a learner should read it: without a leading part-of-speech label ("(noun) …": every
 * option is shown the same way, with none), and without WordNet's markup (`ill' -> "ill",
 * "run--you'll" -> "run – you'll").
 */
export function cleanGloss(gloss: string): string {
  return gloss
    .replace(/^\s*\((?:noun|verb|adjective|adverb|adj|n|v|a|r)\)\s*/i, '')
    .replace(/`([^`']*)'/g, '"$1"')
    .replace(/\s*--\s*/g, ' – ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A WordNet example as a learner reads it: without the quotes WordNet keeps some in, markup cleaned. */
export function cleanExample(sentence: string): string {
  return cleanGloss(sentence.trim().replace(/^["“]+|["”]+$/g, '').trim());
}

// Two-letter lemmas that are words a learner should know; the rest are units, notes or letters (en, em, re, la).
const SHORT_WORDS = new Set(['go', 'do', 'up', 'no', 'ox', 'be', 'hi']);

// Other languages' everyday words whose WordNet definition does not say so ("amigo: a friend or comrade").
const FOREIGN_WORDS = new Set(['amigo', 'compadre', 'hombre', 'muchacho', 'gringo', 'senor', 'senora', 'senorita', 'signor', 'signorina', 'herr', 'frau', 'fraulein']);

/** Whether a lemma is another language's word that its definition does not mark as one. */
export function foreignWord(lemma: string): boolean {
  return FOREIGN_WORDS.has(lemma.toLowerCase());
}

/** Whether a lemma is too short to be a content word (a letter, a unit, a note): en, em, la. */
export function tooShortToAsk(lemma: string): boolean {
  return lemma.length <= 2 && !SHORT_WORDS.has(lemma.toLowerCase());
}

/** Whether the product may offer `lemma` (as an item or a list word) with this first definition. */
export function lemmaPassesGate(lemma: string, gloss: string): boolean {
  return !tooShortToAsk(lemma) && !foreignWord(lemma) && !unfitGloss(gloss) && !foreignOrLetterGloss(gloss) && !containsWordForm(lemma, gloss) && !unfitGloss(lemma);
}

/** Whether `option` may stand as an option of the question on `word` (right or wrong). */
export function optionPassesGate(word: string, option: string): boolean {
  return !unfitGloss(option) && !foreignOrLetterGloss(option) && !containsWordForm(word, option);
}
