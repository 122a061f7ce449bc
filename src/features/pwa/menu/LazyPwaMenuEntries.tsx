/**
 * The menus' app entries, loaded after the first paint (they sit below the fold) together
 * with the full language catalog their strings are in.
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { useAfterIdle } from '@/shared/lib/use-after-idle';

const PwaMenuEntries = lazy(() =>
  Promise.all([import('./PwaMenuEntries'), ensureFullCatalog()]).then(([module]) => module),
);

export function LazyPwaMenuEntries() {
  const ready = useAfterIdle();
  return ready ? (
    <Suspense fallback={null}>
      <PwaMenuEntries />
    </Suspense>
  ) : null;
}
