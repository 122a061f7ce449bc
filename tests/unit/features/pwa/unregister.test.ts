import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEFTOVER_SWEEP_MS, sweepLeftoverCaches } from '@/features/pwa/unregister';

/** A CacheStorage holding `names`, where a later write can re-create a cache. */
function fakeCaches(names: string[]) {
  const stored = new Set(names);
  const caches = {
    keys: vi.fn(async () => [...stored]),
    delete: vi.fn(async (name: string) => stored.delete(name)),
  };
  vi.stubGlobal('caches', caches);
  return { caches, stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sweepLeftoverCaches', () => {
  it('removes the caches at once, and a cache the departing worker writes afterwards too', async () => {
    vi.useFakeTimers();
    const { stored } = fakeCaches(['kadibet-images-v1', 'workbox-precache-v2']);
    sweepLeftoverCaches();
    await vi.advanceTimersByTimeAsync(0);
    expect([...stored]).toEqual([]);

    stored.add('kadibet-images-v1'); // the old worker's last thumbnail lands
    await vi.advanceTimersByTimeAsync(LEFTOVER_SWEEP_MS);
    expect([...stored]).toEqual([]);
  });

  it('does not sweep again once cancelled (the page went away)', async () => {
    vi.useFakeTimers();
    const { caches, stored } = fakeCaches([]);
    const cancel = sweepLeftoverCaches();
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    stored.add('kadibet-images-v1');
    await vi.advanceTimersByTimeAsync(LEFTOVER_SWEEP_MS);
    expect(caches.keys).toHaveBeenCalledTimes(1);
    expect([...stored]).toEqual(['kadibet-images-v1']);
  });
});
