/**
 * The catalogue's game rows on the home page, loaded when the player scrolls near them: the
 * list code, its strings (the full catalog) and the catalogue itself (thousands of games to
 * download and check) stay out of the first load and out of a visit that never scrolls.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const HomeTagRows = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.HomeTagRows,
  })),
);

/**
 * How far below the screen the rows start loading, so they are ready when scrolled to — small
 * enough that a phone's first screen (the Originals end well below it) does not trigger it.
 */
const PRELOAD_MARGIN = '300px 0px';

export function HomeGameRows() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={marker} data-testid="home-game-rows-marker" />;
  return (
    <Suspense fallback={null}>
      <HomeTagRows />
    </Suspense>
  );
}
