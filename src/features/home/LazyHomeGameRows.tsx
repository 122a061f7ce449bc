/**
 * The catalogue's game rows on the home page, loaded once the first screen is up: the list
 * code, its strings (the full catalog) and the catalogue data stay out of the first load.
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const HomeTagRows = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.HomeTagRows,
  })),
);

export function LazyHomeGameRows() {
  return (
    <Suspense fallback={null}>
      <HomeTagRows />
    </Suspense>
  );
}
