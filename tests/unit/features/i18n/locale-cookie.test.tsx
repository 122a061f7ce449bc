/** The chosen language is kept in a cookie for the pages the server draws. */
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/contracts/locales';
import { localeAtom } from '@/features/i18n';
import {
  localeCookie,
  rememberLocaleForPages,
  useLocaleCookie,
} from '@/features/i18n/locale-cookie';

describe('locale cookie', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is first-party, a year long, and secure on a secure page', () => {
    expect(localeCookie('fr', false)).toBe(
      `${LOCALE_COOKIE}=fr; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(localeCookie('ar', true)).toMatch(/; Secure$/);
  });

  it('is written when the player changes language', () => {
    rememberLocaleForPages('ja');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ja`);
  });

  it('follows the language in storage: written on start, and again on each change', () => {
    // A choice stored before the cookie existed: the app's start writes it.
    const store = createStore();
    store.set(localeAtom, 'fr');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    renderHook(() => useLocaleCookie(), { wrapper });
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr`);
    // Another tab, or the account's saved language, changes it.
    act(() => store.set(localeAtom, 'ja'));
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ja`);
  });
});
