import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { onlineAtom } from '@/shared/api/online-atom';

const OFFLINE_LINE = '[pwa] the app runs in offline mode: showing saved data';
const ONLINE_LINE = '[pwa] back online';

let online: boolean;
let info: MockInstance<Console['info']>;

function goOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

/** Mounts the atom the way a component reading it would. */
function mount() {
  const store = createStore();
  const seen: boolean[] = [];
  const unsubscribe = store.sub(onlineAtom, () => seen.push(store.get(onlineAtom)));
  return { store, seen, unsubscribe };
}

describe('onlineAtom', () => {
  it('reflects navigator.onLine when mounted offline, and logs the offline mode', () => {
    online = false;
    const { store, unsubscribe } = mount();
    expect(store.get(onlineAtom)).toBe(false);
    expect(info).toHaveBeenCalledWith(OFFLINE_LINE);
    unsubscribe();
  });

  it('is online, and quiet, when mounted online', () => {
    const { store, unsubscribe } = mount();
    expect(store.get(onlineAtom)).toBe(true);
    expect(info).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('follows offline and online events, logging each change', () => {
    const { store, seen, unsubscribe } = mount();
    goOnline(false);
    expect(store.get(onlineAtom)).toBe(false);
    expect(info).toHaveBeenLastCalledWith(OFFLINE_LINE);
    goOnline(true);
    expect(store.get(onlineAtom)).toBe(true);
    expect(info).toHaveBeenLastCalledWith(ONLINE_LINE);
    expect(seen).toEqual([false, true]);
    unsubscribe();
  });

  it('stops following the network once nothing reads it', () => {
    const { store, seen, unsubscribe } = mount();
    unsubscribe();
    goOnline(false);
    expect(seen).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(store.get(onlineAtom)).toBe(true);
  });
});
