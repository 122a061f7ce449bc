import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad, PAGE_LOAD_WAIT_MS } from '@/features/pwa/registration/after-page-load';

/** A window whose document is still loading until `load()`. */
function loadingWindow() {
  const target = new EventTarget();
  const doc = { readyState: 'loading' as DocumentReadyState };
  const win = Object.assign(target, { document: doc }) as unknown as Window;
  return {
    win,
    load: () => {
      doc.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no requestIdleCallback: the idle moment is the fallback's, 200 ms on.
  expect('requestIdleCallback' in window).toBe(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the service worker registered after the page has loaded', () => {
  it('waits for the load event and then an idle moment, and runs once', () => {
    const { win, load } = loadingWindow();
    const register = vi.fn();
    afterPageLoad(register, win);
    vi.advanceTimersByTime(PAGE_LOAD_WAIT_MS - 1_000);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(PAGE_LOAD_WAIT_MS);
    expect(register).toHaveBeenCalledOnce();
  });

  it('runs after an idle moment on a page that has already loaded', () => {
    const { win, load } = loadingWindow();
    load();
    const register = vi.fn();
    afterPageLoad(register, win);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(register).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a page that never finishes loading (a hung game frame)', () => {
    const { win, load } = loadingWindow();
    const register = vi.fn();
    afterPageLoad(register, win);
    vi.advanceTimersByTime(PAGE_LOAD_WAIT_MS);
    expect(register).toHaveBeenCalledOnce();
    load();
    vi.advanceTimersByTime(1_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled (the app unmounted)', () => {
    const { win, load } = loadingWindow();
    const register = vi.fn();
    const cancel = afterPageLoad(register, win);
    load();
    cancel();
    vi.advanceTimersByTime(PAGE_LOAD_WAIT_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});
