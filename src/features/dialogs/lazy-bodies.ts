/**
 * One React.lazy component per dialog key, created on first use. A failed load is forgotten so
 * the next opening tries again (the network may have come back). Also the body a dialog shows
 * while the operator has its feature switched off, loaded the same way.
 */
import { type LazyExoticComponent, lazy } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import type { ModalKey } from '@/contracts/modals';
import type { DialogBody } from '@/shared/lib/dialog-body';
import { DIALOGS } from './registry';

type LazyBody = LazyExoticComponent<DialogBody<ModalKey>>;
const cache = new Map<ModalKey, LazyBody>();

export function lazyBody(key: ModalKey): LazyBody {
  let body = cache.get(key);
  if (!body) {
    const load = DIALOGS[key].load as () => Promise<DialogBody<ModalKey>>;
    // A dialog's strings are in the full catalog: wait for it along with the code.
    body = lazy(() =>
      Promise.all([load(), ensureFullCatalog()]).then(([component]) => ({ default: component })),
    );
    cache.set(key, body);
  }
  return body;
}

/** Says the dialog's feature is switched off; its strings are in the full catalog too. */
export const FeatureOffBody = lazy(() =>
  Promise.all([import('@/features/feature-off'), ensureFullCatalog()]).then(([module]) => ({
    default: module.FeatureOffNotice,
  })),
);

export function forgetLazyBody(key: ModalKey): void {
  cache.delete(key);
}
