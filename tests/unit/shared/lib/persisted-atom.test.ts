import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { persistedAtom, storageKey } from '@/shared/lib/persisted-atom';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('persistedAtom', () => {
  it('reads a valid stored value and writes changes back', () => {
    window.localStorage.setItem(storageKey('t1'), JSON.stringify(['kadi']));
    const atom = persistedAtom('t1', z.array(z.string()), ['casino']);
    const store = createStore();
    expect(store.get(atom)).toEqual(['kadi']);
    store.set(atom, ['language']);
    expect(JSON.parse(window.localStorage.getItem(storageKey('t1')) ?? 'null')).toEqual([
      'language',
    ]);
  });

  it('falls back to the default when the stored value does not match the schema', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(storageKey('t2'), JSON.stringify('xx-evil'));
    const atom = persistedAtom('t2', z.enum(['en', 'fr']), 'en');
    expect(createStore().get(atom)).toBe('en');
  });

  it('falls back to the default when the stored text is not JSON', () => {
    window.localStorage.setItem(storageKey('t3'), '{not json');
    const atom = persistedAtom('t3', z.boolean(), false);
    expect(createStore().get(atom)).toBe(false);
  });

  it('only logs when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const atom = persistedAtom('t4', z.number(), 1);
    const store = createStore();
    expect(() => store.set(atom, 2)).not.toThrow();
    expect(store.get(atom)).toBe(2);
    expect(warn).toHaveBeenCalled();
  });
});
