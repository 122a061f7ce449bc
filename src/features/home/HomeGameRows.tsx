/**
 * The catalogue's game rows on the home page, loaded when the player scrolls near them: the
 * list code, its strings (the full catalog) and the catalogue itself (thousands of games to
 * download and check) stay out of the first load and out of a visit that never scrolls.
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { useNearScreen } from '@/shared/lib/use-near-screen';

const HomeTagRows = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.HomeTagRows,
  })),
);

export function HomeGameRows() {
  const [marker, near] = useNearScreen<HTMLDivElement>();
  if (!near) return <div ref={marker} data-testid="home-game-rows-marker" />;
  return (
    <Suspense fallback={null}>
      <HomeTagRows />
    </Suspense>
  );
}
