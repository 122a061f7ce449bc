/**
 * The dialog host plus the on-load dialog rules; mounted once inside the router. The host
 * (Mantine's modal, focus trap, scroll lock) loads the first time a dialog opens and then
 * stays mounted so later dialogs animate in and out.
 */
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { useStateOnLoad } from './use-state-on-load';
import { useUrlOnLoad } from './use-url-on-load';

// The dialogs' titles are in the full catalog, which every dialog's body waits for too.
const ModalHost = lazy(() =>
  Promise.all([import('./ModalHost'), ensureFullCatalog()]).then(([module]) => module),
);
const rootRoute = getRouteApi('__root__');

export function DialogLayer() {
  useUrlOnLoad();
  useStateOnLoad();
  const open = rootRoute.useSearch({ select: (s) => s.modal !== undefined });
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}
