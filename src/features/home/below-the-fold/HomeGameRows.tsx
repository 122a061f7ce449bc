/**
 * The catalogue's game rows on the home page. They render with the sections below the fold,
 * once the player is near them (HomePage's BelowTheFold): the list code, its strings (the full
 * catalog) and the catalogue itself (thousands of games to download and check) stay out of the
 * first load and out of a visit that never scrolls.
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const HomeTagRows = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.HomeTagRows,
  })),
);

export function HomeGameRows() {
  return (
    <Suspense fallback={null}>
      <HomeTagRows />
    </Suspense>
  );
}
