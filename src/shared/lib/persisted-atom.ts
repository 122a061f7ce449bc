/**
 * Jotai atoms persisted in localStorage whose stored value is parsed with a zod schema, so a
 * hand-edited or stale entry falls back to the default instead of crashing a component.
 * Storage failures (private mode, quota) are logged only, as the spec requires.
 */
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

const STORAGE_PREFIX = 'kadibet:';

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('[storage] localStorage is unavailable', error);
    return undefined;
  }
}

export function storageKey(key: string): string {
  return STORAGE_PREFIX + key;
}

export function persistedAtom<T>(key: string, schema: $ZodType<T>, initialValue: T) {
  const json = createJSONStorage<T>(() => {
    const storage = safeLocalStorage();
    return {
      getItem: (k) => {
        try {
          return storage?.getItem(k) ?? null;
        } catch (error) {
          console.warn(`[storage] read of ${k} failed`, error);
          return null;
        }
      },
      setItem: (k, v) => {
        try {
          storage?.setItem(k, v);
        } catch (error) {
          console.warn(`[storage] write of ${k} failed`, error);
        }
      },
      removeItem: (k) => {
        try {
          storage?.removeItem(k);
        } catch (error) {
          console.warn(`[storage] removal of ${k} failed`, error);
        }
      },
    };
  });
  const validated = {
    ...json,
    getItem: (k: string, fallback: T): T => {
      const raw = json.getItem(k, fallback);
      const parsed = safeParse(schema, raw);
      if (parsed.success) return parsed.data;
      console.warn(`[storage] ignoring invalid stored value for ${k}`);
      return fallback;
    },
  };
  return atomWithStorage<T>(storageKey(key), initialValue, validated, { getOnInit: true });
}
