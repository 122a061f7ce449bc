/**
 * Loads the catalogue's full-screen search with its strings. A chunk of its own, fetched the
 * first time the player opens the search, so the first load carries none of it (see
 * ./SearchOverlay).
 */
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';

const FullScreenSearch = lazy(() =>
  Promise.all([import('@/features/catalogue'), ensureFullCatalog()]).then(([module]) => ({
    default: module.FullScreenSearch,
  })),
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
