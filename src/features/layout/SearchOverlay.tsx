/**
 * The full-screen search's place in the frame: nothing until the player first opens it, then
 * the catalogue's search, kept mounted so it closes with its transition and reopens at once.
 * Its code and games start loading on the player's intent (pointer over, focus or touch of a
 * search button), which comes a few hundred milliseconds before the click on a desktop.
 */
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { searchOpenAtom } from './atoms';

const importLoader = () => import('./FullScreenSearchLoader');

const FullScreenSearchLoader = lazy(() =>
  importLoader().then((module) => ({ default: module.FullScreenSearchLoader })),
);

/** Starts loading the search before it opens; safe to call on every hover. */
export function preloadSearch(): void {
  importLoader()
    .then((module) => module.preloadFullScreenSearch())
    .catch((error: unknown) => console.warn('[search] preloading the search failed', error));
}

/** Spread on a button that opens the search. */
export const preloadSearchOnIntent = {
  onPointerEnter: preloadSearch,
  onFocus: preloadSearch,
  onTouchStart: preloadSearch,
} as const;

export function SearchOverlay() {
  const [opened, setOpened] = useAtom(searchOpenAtom);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const close = useCallback(() => setOpened(false), [setOpened]);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <FullScreenSearchLoader opened={opened} onClose={close} />
    </Suspense>
  );
}
