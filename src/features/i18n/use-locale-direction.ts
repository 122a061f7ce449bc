/**
 * Keeps Mantine's direction in step with the active language on start-up (the catalog itself
 * is activated before the first render, in app/start.tsx).
 */
import { useDirection } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { directionOf } from '@/contracts/locales';
import { localeAtom } from './atoms';

export function useLocaleDirection(): void {
  const locale = useAtomValue(localeAtom);
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(directionOf(locale));
  }, [locale, setDirection]);
}
