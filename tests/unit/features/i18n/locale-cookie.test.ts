/** The chosen language is kept in a cookie for the pages the server draws. */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/contracts/locales';
import { localeCookie, rememberLocaleForPages } from '@/features/i18n/locale-cookie';

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
});
