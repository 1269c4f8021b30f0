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

export const DEFINITION_LANGUAGE_OPTIONS = DEFINITION_LANGUAGES.map((code) => ({ value: code, label: DEFINITION_LANGUAGE_NAMES[code] }));

export function isDefinitionLanguage(code: string | undefined): code is TDefinitionLanguage {
  return (DEFINITION_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** The preferred language of an account: the first stored code, else the default (en). */
export function preferredLanguage(codes: readonly string[]): TDefinitionLanguage {
  const first = codes[0];
  return isDefinitionLanguage(first) ? first : DEFAULT_DEFINITION_LANGUAGE;
}
