/**
 * Whether the browser has a network, as a Jotai atom kept in sync while anything reads it.
 * Going offline is logged once per change (spec part 2 §8: it logs that it runs offline).
 */
import { atom } from 'jotai';

const baseAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

function logMode(online: boolean): void {
  if (online) console.info('[pwa] back online');
  else console.info('[pwa] the app runs in offline mode: showing saved data');
}

baseAtom.onMount = (set) => {
  set(navigator.onLine);
  if (!navigator.onLine) logMode(false);
  const update = () => {
    set(navigator.onLine);
    logMode(navigator.onLine);
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

export const onlineAtom = atom((get) => get(baseAtom));
