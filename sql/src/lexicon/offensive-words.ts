/**
 * Which lemmas are never offered to learners by sampling (wordsInRankRange,
 * topicCandidates): vulgar, obscene or offensive words, slurs and sexual slang. lookupWord still
 * defines them: a learner may type one. Three sources, in this order: WordNet's own usage-domain
 * pointers (`;u` to "obscenity", "ethnic slur", "disparagement"; "slang" only for sexual
 * senses), then words in the gloss ("obscene terms for …", "(ethnic slur) …", "derogatory term
 * for …", "slang for <a sexual thing>"), then BLOCKED_WORDS for what WordNet does not mark.
 */

/** Usage domains (named by one of their synset's words) whose members are offensive senses. */
export const OFFENSIVE_USAGE_DOMAINS: ReadonlySet<string> = new Set(['obscenity', 'ethnic slur', 'disparagement']);
/** Slang is mostly harmless (buck, boffin): only its sexual senses count. */
export const SLANG_USAGE_DOMAIN = 'slang';

// The gloss calls the sense a term of abuse: "obscene terms for penis", "(ethnic slur) …", "derogatory
// term for …", "an offensive and insulting term for …", "insulting terms of address …". Not glosses
// that only speak of such words (oath: "profane or obscene expression usually of surprise").
const OFFENSIVE_TERM =
  /\b(?:obscene|vulgar|offensive|derogatory|disparaging|insulting|contemptuous|pejorative|abusive)(?: and (?:insulting|offensive|derogatory))? (?:slang|terms?|names?|words?|expressions?) (?:for|of address|used)\b|\bethnic slur\b|\bvulgar slang\b|\b(?:now|often|sometimes|usually) considered offensive\b|^\([^)]*\b(?:offensive|derogatory|disparaging|pejorative|obscene|vulgar)\b[^)]*\)/i;
const SLANG = /\bslang\b/i;
const SEXUAL =
  /\b(?:sex|sexual|sexually|penis|vagina|vulva|genitals?|genitalia|breasts?|buttocks|anus|intercourse|copulat\w*|fellatio|cunnilingus|masturbat\w*|prostitut\w*|homosexual|lesbian|bisexual|testicles?|orgasm|erection|semen|ejaculat\w*|promiscuous)\b/i;

/** Whether a sense's definition (gloss without examples) marks it as offensive or as sexual slang. */
export function offensiveGloss(definition: string, inSlangDomain = false): boolean {
  if (OFFENSIVE_TERM.test(definition)) return true;
  return (inSlangDomain || SLANG.test(definition)) && SEXUAL.test(definition);
}

/**
 * What WordNet leaves unmarked: swear words and sexual slang whose first sense is harmless
 * (ass, cock, pussy, bitch), slurs WordNet glosses neutrally (whore, retard, negro) and swear
 * words SUBTLEXus counts that WordNet lacks. A multi-word lemma with one of these as a word
 * (son of a bitch, fuck all) is blocked too.
 */
export const BLOCKED_WORDS: ReadonlySet<string> = new Set(
  (
    // swear words and vulgar words
    'arse arsehole ass asshole bastard bitch bitchy bollock bollocks bugger bullshit bunghole butthole crap crappy damn damned ' +
    'dick dickhead douche douchebag fart fuck fucked fucker fucking goddam goddamn goddamned jackass motherfucker piss pissed ' +
    'prick putz scumbag shit shite shitty turd twat wank wanker ' +
    // sexual slang
    'bimbo blowjob boner boob boobs booty cock cocksucker cum cunt dildo handjob hard-on hooker horny jizz knockers nympho ' +
    'pecker porn porno pussy screwed shag skank slut slutty spunk tit tits titty whore whorehouse ' +
    // slurs
    'beaner chink coon dyke fag faggot gook homo injun jap kaffir kike kraut lesbo midget negress negro nigga nigger paki ' +
    'queer raghead redskin retard retarded sheeny spaz spic towelhead tranny wog yid'
  ).split(' '),
);

/**
 * A lemma is offensive when BLOCKED_WORDS has it (or one of its words), when more than half of its
 * senses that are not names are offensive (nazi: a name, and a derogatory term), or when its most
 * used sense is, as WordNet's corpus tagged it. An untagged first sense says little: WordNet lists
 * "offensive term for a person of Mexican descent" before the tortilla (taco), and the seed puts
 * a lemma's offensive senses last. `senses` in WordNet's order, as orderSenses merges it.
 */
export function isOffensiveLemma(lemma: string, senses: readonly { proper: boolean; offensive: boolean; tagCount: number }[]): boolean {
  if (BLOCKED_WORDS.has(lemma)) return true;
  if (/[ -]/.test(lemma) && lemma.split(/[ -]/).some((word) => BLOCKED_WORDS.has(word))) return true;
  const common = senses.filter((s) => !s.proper);
  if (common.length === 0) return false;
  if (common[0]!.offensive && common[0]!.tagCount > 0) return true;
  return common.filter((s) => s.offensive).length * 2 > common.length;
}
