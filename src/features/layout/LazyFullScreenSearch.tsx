/**
 * The catalogue's full-screen search, mounted the first time the player opens it (its code,
 * the list and fuse.js stay out of the first load) and kept mounted afterwards so it closes
 * with its transition and reopens at once.
 */
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { searchOpenAtom } from './atoms';

const FullScreenSearch = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.FullScreenSearch,
  })),
);

export function LazyFullScreenSearch() {
  const [opened, setOpened] = useAtom(searchOpenAtom);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const close = useCallback(() => setOpened(false), [setOpened]);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <FullScreenSearch opened={opened} onClose={close} />
    </Suspense>
  );
}
