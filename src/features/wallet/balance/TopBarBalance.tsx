/**
 * The top bar's balance slot for a signed-in player (spec part 2 §2 'Top bar shows the
 * balance'). Only this placeholder is in the first page's code: the selector, its menu and the
 * balance alert load with the player (a visitor never downloads them) and with the full
 * language catalog their texts are in. The placeholder keeps their room so nothing shifts.
 */
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const TopBarBalanceBody = lazy(() =>
  Promise.all([import('./top-bar/TopBarBalanceBody'), ensureFullCatalog()]).then(([module]) => ({
    default: module.TopBarBalanceBody,
  })),
);

export function TopBarBalance({ isMobile }: { isMobile: boolean }) {
  return (
    <Suspense fallback={<Box w={isMobile ? 120 : 210} h={36} aria-hidden />}>
      <TopBarBalanceBody isMobile={isMobile} />
    </Suspense>
  );
}
