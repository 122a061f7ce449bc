// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  isLocaleCode,
  LANGUAGES,
  LOCALE_CODES,
  matchLocale,
} from '@/contracts/locales';

describe('locales', () => {
  it('has the 19 languages of the spec, in its order', () => {
    expect(LOCALE_CODES).toEqual([
      'en',
      'es',
      'pt',
      'fr',
      'sr',
      'tr',
      'ar',
      'cs',
      'hi',
      'ja',
      'fil',
      'fa',
      'id',
      'fi',
      'zh',
      'vi',
      'th',
      'ko',
      'ru',
    ]);
    expect(new Set(LANGUAGES.map((l) => l.name)).size).toBe(19);
  });

  it('accepts only supported codes', () => {
    expect(isLocaleCode('fil')).toBe(true);
    expect(isLocaleCode('de')).toBe(false);
    expect(isLocaleCode('EN')).toBe(false);
    expect(isLocaleCode(undefined)).toBe(false);
    expect(isLocaleCode({ code: 'en' })).toBe(false);
  });

  it('is right-to-left for Arabic and Persian only', () => {
    const rtl = LANGUAGES.filter((l) => directionOf(l.code) === 'rtl').map((l) => l.code);
    expect(rtl).toEqual(['ar', 'fa']);
  });

  it('matches browser preferences, falling back to the base language and then English', () => {
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt');
    expect(matchLocale(['de-DE', 'fr-CA'])).toBe('fr');
    expect(matchLocale(['de-DE'])).toBe('en');
    expect(matchLocale([])).toBe('en');
    expect(matchLocale([' ZH-tw '])).toBe('zh');
  });
});
