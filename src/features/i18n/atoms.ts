/**
 * The UI language, remembered on this device. Only codes of the supported list are accepted;
 * anything else in storage falls back to the browser's preferred supported language.
 */
import { localeCodeSchema, matchLocale } from '@/contracts/locales';
import { persistedAtom } from '@/shared/lib/persisted-atom';

function browserLocale() {
  return matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export const localeAtom = persistedAtom('locale', localeCodeSchema, browserLocale());
