import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFramePainted } from '@/app/boot/when-frame-painted';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports the paints the test hands it. */
function fakeObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) => {
    for (const observer of observers) {
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    }
  };
  return { observers, paint };
}

describe('whenFramePainted', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, not for any paint', async () => {
    const { observers, paint } = fakeObserver();
    let painted = false;
    const waiting = whenFramePainted(10_000).then(() => {
      painted = true;
    });
    paint('first-paint');
    await Promise.resolve();
    expect(painted).toBe(false);
    paint('first-contentful-paint');
    await waiting;
    expect(painted).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('gives up waiting after the longest wait, so a browser that reports no paint still starts', async () => {
    vi.useFakeTimers();
    const { observers } = fakeObserver();
    let painted = false;
    void whenFramePainted(300).then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('does not wait in a page opened in the background, which paints only once shown', async () => {
    fakeObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(whenFramePainted(60_000)).resolves.toBeUndefined();
  });

  it('does not wait in a browser without paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await expect(whenFramePainted(60_000)).resolves.toBeUndefined();
  });
});
