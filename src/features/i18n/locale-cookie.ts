/**
 * The active language, mirrored from storage into a cookie the server reads when it draws a
 * page (LOCALE_COOKIE): readable by the page, first-party only (SameSite=Lax), a year long,
 * and only over HTTPS when the page is. It holds one of our language codes, nothing else.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { LOCALE_COOKIE, type LocaleCode } from '@/contracts/locales';
import { localeAtom } from './atoms';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function localeCookie(code: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${code}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberLocaleForPages(code: LocaleCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one write when the language changes or the app starts; the Cookie Store API is not in every browser we support, and the value is one of our codes.
  document.cookie = localeCookie(code, window.location.protocol === 'https:');
}

/**
 * Follows the language atom, not the actions that change it: the picker, the account's saved
 * language and another tab all land there, and a choice stored before the cookie existed (or
 * whose cookie expired or was cleared) is written on the app's next start.
 */
export function useLocaleCookie(): void {
  const locale = useAtomValue(localeAtom);
  useEffect(() => rememberLocaleForPages(locale), [locale]);
}
