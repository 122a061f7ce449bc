/**
 * The languages the product ships, shared by the client (locale dialog, Lingui activation,
 * URL and storage validation) and the server (account locale, accept-language).
 */
import { z } from 'zod/mini';

export const SOURCE_LOCALE = 'en';

/** Order is the spec's order; `name` is each language's own name for itself. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'sr', name: 'Srpski', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'cs', name: 'Čeština', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'fil', name: 'Filipino', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'fi', name: 'Suomi', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
] as const;

export type LocaleCode = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LOCALE_CODES = LANGUAGES.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];

export const localeCodeSchema = z.enum(LOCALE_CODES);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return localeCodeSchema.safeParse(value).success;
}

export function directionOf(code: LocaleCode): TextDirection {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * Picks the best supported locale from an Accept-Language style list ("pt-BR,pt;q=0.9,en").
 * Region subtags fall back to their language ("pt-BR" -> "pt"; "zh-TW" -> "zh").
 */
export function matchLocale(preferences: readonly string[]): LocaleCode {
  for (const pref of preferences) {
    const lower = pref.trim().toLowerCase();
    if (isLocaleCode(lower)) return lower;
    const base = lower.split('-')[0];
    if (isLocaleCode(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The language a player chose, as a first-party cookie (src/features/i18n/locale-cookie.ts):
 * the server draws the pages it sends (the boot frame's headings, the strings it names first)
 * in it, ahead of the browser's preferred language, before the app has run.
 */
export const LOCALE_COOKIE = 'kadibet-locale';
