/**
 * Loads the catalogue's full-screen search with its strings. A chunk of its own, fetched the
 * first time the player shows they want the search (see ./SearchOverlay), so the first load
 * carries none of it. The catalogue's games (about 2 MB of JSON) are requested the moment the
 * catalogue's code is in, alongside the strings and the dialog's first render rather than after
 * them: opening the search was a chain of four waits.
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { queryClient } from '@/app/query-client';

type Catalogue = typeof import('@/features/catalogue');

let loading: Promise<Catalogue> | undefined;

/** The search's code, strings and games, each requested once and all at the same time. */
export function preloadFullScreenSearch(): Promise<Catalogue> {
  if (!loading) {
    const catalogue = import('@/features/catalogue').then((module) => {
      // prefetchQuery never throws and keeps a fresh catalogue: no second request.
      void queryClient.prefetchQuery(module.essentialsQuery());
      return module;
    });
    loading = Promise.all([catalogue, ensureFullCatalog()]).then(([module]) => module);
    // A failed chunk load (offline, a new deployment) is tried again on the next intent.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

const FullScreenSearch = lazy(() =>
  preloadFullScreenSearch().then((module) => ({ default: module.FullScreenSearch })),
);

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function FullScreenSearchLoader({ opened, onClose }: Props) {
  return (
    <Suspense fallback={null}>
      <FullScreenSearch opened={opened} onClose={onClose} />
    </Suspense>
  );
}
