/**
 * Reading and changing the UI language. Changing it loads the catalog first and only then
 * switches, so the page never shows a half-translated state; the document's lang/dir follow,
 * and Arabic and Persian flip the layout to right-to-left through Mantine's direction context.
 */
import { useDirection } from '@mantine/core';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { activateLocale } from '@/app/i18n';
import { directionOf, isLocaleCode, type LocaleCode } from '@/contracts/locales';
import { localeAtom } from './atoms';

export function useLocale() {
  const [locale, setLocale] = useAtom(localeAtom);
  const { setDirection } = useDirection();

  const changeLocale = useCallback(
    async (code: string): Promise<boolean> => {
      if (!isLocaleCode(code)) return false;
      await activateLocale(code, { full: true });
      setDirection(directionOf(code));
      setLocale(code);
      return true;
    },
    [setDirection, setLocale],
  );

  return { locale, changeLocale } as { locale: LocaleCode; changeLocale: typeof changeLocale };
}
