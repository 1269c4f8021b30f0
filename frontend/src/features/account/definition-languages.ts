import { DEFINITION_LANGUAGES, DEFAULT_DEFINITION_LANGUAGE, type TDefinitionLanguage } from '@wordbook/core/rules/account-rules';

/** Readable names of the 21 supported definition languages (document 1, §3): English name, then the native one. */
export const DEFINITION_LANGUAGE_NAMES: Record<TDefinitionLanguage, string> = {
  en: 'English',
  ko: 'Korean — 한국어',
  ja: 'Japanese — 日本語',
  'zh-CN': 'Chinese, Simplified — 简体中文',
  'zh-TW': 'Chinese, Traditional — 繁體中文',
  es: 'Spanish — Español',
  fr: 'French — Français',
  de: 'German — Deutsch',
  it: 'Italian — Italiano',
  pt: 'Portuguese — Português',
  ru: 'Russian — Русский',
  ar: 'Arabic — العربية',
  hi: 'Hindi — हिन्दी',
  bn: 'Bengali — বাংলা',
  pa: 'Punjabi — ਪੰਜਾਬੀ',
  id: 'Indonesian — Bahasa Indonesia',
  tr: 'Turkish — Türkçe',
  vi: 'Vietnamese — Tiếng Việt',
  th: 'Thai — ไทย',
  sw: 'Swahili — Kiswahili',
  nl: 'Dutch — Nederlands',
};

/**
 * The languages the built-in dictionary has no translations for (FreeDict and CC-CEDICT cover the
 * other 15): meanings in them need an AI service, and the settings say so before the learner picks.
 */
export const AI_ONLY_LANGUAGES: readonly TDefinitionLanguage[] = ['ko', 'bn', 'pa', 'vi', 'th'];
export const AI_ONLY_HINT = 'Korean, Bengali, Punjabi, Vietnamese and Thai meanings need an AI service. For the other languages the built-in dictionary shows a translation beside the English meaning.';

export const DEFINITION_LANGUAGE_OPTIONS = DEFINITION_LANGUAGES.map((code) => ({
  value: code,
  label: AI_ONLY_LANGUAGES.includes(code) ? `${DEFINITION_LANGUAGE_NAMES[code]} (needs an AI service)` : DEFINITION_LANGUAGE_NAMES[code],
}));

export function isDefinitionLanguage(code: string | undefined): code is TDefinitionLanguage {
  return (DEFINITION_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** The preferred language of an account: the first stored code, else the default (en). */
export function preferredLanguage(codes: readonly string[]): TDefinitionLanguage {
  const first = codes[0];
  return isDefinitionLanguage(first) ? first : DEFAULT_DEFINITION_LANGUAGE;
}
