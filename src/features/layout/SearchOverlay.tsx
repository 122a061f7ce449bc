/**
 * The full-screen search's place in the frame: nothing until the player first opens it, then
 * the catalogue's search, kept mounted so it closes with its transition and reopens at once.
 */
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { searchOpenAtom } from './atoms';

const FullScreenSearchLoader = lazy(() =>
  import('./FullScreenSearchLoader').then((module) => ({
    default: module.FullScreenSearchLoader,
  })),
);

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
