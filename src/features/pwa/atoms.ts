/**
 * Client state of the PWA feature. The service-worker registration (the app) puts
 * its "activate the waiting worker and reload" function here when a new version waits; the
 * update dialog calls it.
 *
 * The atom holds a function, and Jotai treats a function passed to `set` as an updater, so
 * write it wrapped: `store.set(updateServiceWorkerAtom, () => update)`.
 */
import { atom } from 'jotai';

export type UpdateServiceWorker = () => Promise<void>;

export const updateServiceWorkerAtom = atom<UpdateServiceWorker | null>(null);

/** The build the waiting worker serves (null when unknown): 'Later' is remembered for it. */
export const waitingBuildAtom = atom<string | null>(null);
