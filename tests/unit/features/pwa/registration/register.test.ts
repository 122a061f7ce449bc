import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postponeUpdate } from '@/features/pwa/postponed-update';
import { type ApplyUpdate, registerServiceWorker } from '@/features/pwa/registration/register';

type Listener = (event: unknown) => void;

const fakes = vi.hoisted(() => {
  /** workbox-window's Workbox, as far as register.ts uses it. */
  class FakeWorkbox {
    static instances: FakeWorkbox[] = [];
    /** What the next `register()` answers. */
    static registerResult: () => Promise<unknown> = async () => undefined;
    readonly listeners = new Map<string, Set<Listener>>();
    readonly register = vi.fn(() => FakeWorkbox.registerResult());
    readonly update = vi.fn(async () => undefined);
    readonly messageSkipWaiting = vi.fn();
    readonly messageSW = vi.fn(async (_data: unknown) => undefined as unknown);

    constructor(
      readonly scriptUrl: string,
      readonly options: unknown,
    ) {
      FakeWorkbox.instances.push(this);
    }

    addEventListener(type: string, listener: Listener) {
      const set = this.listeners.get(type) ?? new Set();
      set.add(listener);
      this.listeners.set(type, set);
    }

    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener);
    }

    emit(type: string, event: unknown = { type }) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  /** workbox-window's messageSW: what a waiting worker answers to GET_BUILD. */
  const messageSW = vi.fn(async (_sw: unknown, _data: unknown): Promise<unknown> => null);
  return { FakeWorkbox, messageSW, reconnectCallbacks: new Set<() => void>() };
});

vi.mock('workbox-window', () => ({ Workbox: fakes.FakeWorkbox, messageSW: fakes.messageSW }));

/** A new worker is waiting; the registration asks it for its build before offering it. */
async function emitWaiting(wb: InstanceType<typeof fakes.FakeWorkbox>, sw?: object) {
  wb.emit('waiting', { type: 'waiting', sw });
  await vi.waitFor(() => {
    if (fakes.messageSW.mock.calls.length === 0 && sw) throw new Error('not asked yet');
  });
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
vi.mock('@/shared/api/socket', () => ({
  onSocketConnect: (callback: () => void) => {
    fakes.reconnectCallbacks.add(callback);
    return () => fakes.reconnectCallbacks.delete(callback);
  },
}));

const TAKEOVER_TIMEOUT_MS = 4_000;
const UPDATE_INTERVAL_MS = 30 * 60 * 1000;

const originalLocation = Object.getOwnPropertyDescriptor(window, 'location');
const realLocation = window.location;

let container: EventTarget & { controller: object | null; ready: Promise<unknown> };
let reload: ReturnType<typeof vi.fn<() => void>>;
/** The address at the moment the page reloaded. */
let reloadedAt: string[];
let workerBuild: unknown;
let fetchMock: ReturnType<typeof vi.fn<(input: unknown) => Promise<unknown>>>;
let onUpdateWaiting: ReturnType<typeof vi.fn<(update: ApplyUpdate) => void>>;
let stop: (() => void) | undefined;

function workbox() {
  const wb = fakes.FakeWorkbox.instances.at(-1);
  if (!wb) throw new Error('no Workbox was created');
  return wb;
}

/** Lets promise chains (register, fetch, json) run; timers stay under the test's control. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

function start({ controlled = true } = {}) {
  container.controller = controlled ? {} : null;
  stop = registerServiceWorker({ onUpdateWaiting });
  return workbox();
}

function takeOver() {
  container.dispatchEvent(new Event('controllerchange'));
}

/** The update the page was offered (the dialog's 'Update Now'). */
function offeredUpdate(index = 0): ApplyUpdate {
  const update = onUpdateWaiting.mock.calls[index]?.[0];
  if (!update) throw new Error('no update was offered');
  return update;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  fakes.FakeWorkbox.instances.length = 0;
  fakes.FakeWorkbox.registerResult = async () => undefined;
  fakes.reconnectCallbacks.clear();
  container = Object.assign(new EventTarget(), {
    controller: {} as object | null,
    ready: Promise.resolve({}),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });

  window.history.replaceState(null, '', '/casino?category=slots&modal=UpdateAvailable');
  reloadedAt = [];
  reload = vi.fn(() => {
    reloadedAt.push(realLocation.pathname + realLocation.search);
  });
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      get href() {
        return realLocation.href;
      },
      get origin() {
        return realLocation.origin;
      },
      reload,
    },
  });

  workerBuild = { buildId: __BUILD_ID__ };
  // Stubbed, not MSW: these tests run on fake timers, which MSW's real async would stall.
  fetchMock = vi.fn(async (_input: unknown) => ({ json: async () => workerBuild }));
  vi.stubGlobal('fetch', fetchMock);
  onUpdateWaiting = vi.fn();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (originalLocation) Object.defineProperty(window, 'location', originalLocation);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.history.replaceState(null, '', '/');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app, bypassing the HTTP cache', () => {
    const wb = start();
    expect(wb.scriptUrl).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/', updateViaCache: 'none' });
    expect(wb.register).toHaveBeenCalledOnce();
  });

  it('logs a failed registration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('SecurityError');
    fakes.FakeWorkbox.registerResult = () => Promise.reject(failure);
    const wb = start({ controlled: false });
    await settle();
    expect(error).toHaveBeenCalledWith('[pwa] service worker registration failed', failure);
    expect(wb.messageSW).not.toHaveBeenCalled();
  });

  it('offers the update when a new worker is waiting', async () => {
    const wb = start();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    await emitWaiting(wb);
    expect(onUpdateWaiting).toHaveBeenCalledOnce();
    expect(offeredUpdate()).toBeTypeOf('function');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells which build the waiting worker serves, and skips a build the player postponed', async () => {
    window.sessionStorage.clear();
    const wb = start();
    const worker = {};
    fakes.messageSW.mockResolvedValueOnce('build-b');
    await emitWaiting(wb, worker);
    expect(fakes.messageSW).toHaveBeenCalledWith(worker, { type: 'GET_BUILD' });
    expect(onUpdateWaiting).toHaveBeenCalledWith(expect.any(Function), 'build-b');

    postponeUpdate('build-b');
    fakes.messageSW.mockResolvedValueOnce('build-b');
    await emitWaiting(wb, worker);
    expect(onUpdateWaiting).toHaveBeenCalledOnce();

    fakes.messageSW.mockResolvedValueOnce('build-c');
    await emitWaiting(wb, worker);
    expect(onUpdateWaiting).toHaveBeenCalledTimes(2);
    expect(onUpdateWaiting).toHaveBeenLastCalledWith(expect.any(Function), 'build-c');
    window.sessionStorage.clear();
  });

  it('activates the waiting worker on accept and reloads exactly once when it takes over', async () => {
    const wb = start();
    await emitWaiting(wb);
    await offeredUpdate()();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    takeOver();
    expect(reload).toHaveBeenCalledOnce();
    takeOver();
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS * 2);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('removes the update dialog from the address before reloading, keeping the rest', async () => {
    const wb = start();
    await emitWaiting(wb);
    await offeredUpdate()();
    takeOver();
    expect(reloadedAt).toEqual(['/casino?category=slots']);
  });

  it('leaves an address without the update dialog as it is', async () => {
    window.history.replaceState(null, '', '/kadi/game/123?modal=history');
    const wb = start();
    await emitWaiting(wb);
    await offeredUpdate()();
    takeOver();
    expect(reloadedAt).toEqual(['/kadi/game/123?modal=history']);
  });

  it('does not reload when a worker takes over before the player accepted', async () => {
    start({ controlled: false });
    takeOver();
    await settle();
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers the update when the worker that took over serves another build', async () => {
    workerBuild = { buildId: 'other' };
    start({ controlled: false });
    takeOver();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/build-id.json');
    expect(onUpdateWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    await offeredUpdate()();
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadedAt).toEqual(['/casino?category=slots']);
    takeOver();
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS * 2);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['serves this build', () => ({ buildId: __BUILD_ID__ })],
    ['serves no build id', () => ({})],
    ['answers something else', () => null],
  ])('offers nothing when the worker that took over %s', async (_case, body) => {
    expect(__BUILD_ID__).toEqual(expect.any(String));
    workerBuild = body();
    start({ controlled: false });
    takeOver();
    await settle();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers nothing, and warns, when the worker's build cannot be read", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    start({ controlled: false });
    takeOver();
    await settle();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reloads once anyway when the accepted worker never takes over', async () => {
    const wb = start();
    await emitWaiting(wb);
    await offeredUpdate()();
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadedAt).toEqual(['/casino?category=slots']);
    takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for an update whenever the realtime connection opens', () => {
    const wb = start();
    expect(fakes.reconnectCallbacks.size).toBe(1);
    expect(wb.update).not.toHaveBeenCalled();
    for (const callback of fakes.reconnectCallbacks) callback();
    expect(wb.update).toHaveBeenCalledOnce();
  });

  it('logs a failed update check instead of rejecting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wb = start();
    wb.update.mockRejectedValueOnce(new Error('offline'));
    for (const callback of fakes.reconnectCallbacks) callback();
    await settle();
    expect(warn).toHaveBeenCalledWith('[pwa] update check failed', expect.any(Error));
  });

  it('looks for an update when the tab becomes visible', () => {
    const wb = start();
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(wb.update).not.toHaveBeenCalled();
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(wb.update).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('looks for an update every 30 minutes', async () => {
    const wb = start();
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS - 1);
    expect(wb.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(wb.update).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS);
    expect(wb.update).toHaveBeenCalledTimes(2);
  });

  it('hands the files an uncontrolled page loaded to the worker, twice', async () => {
    const origin = realLocation.origin;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/assets/sw-locale-def.js` },
      { name: `${origin}/api/settings/get` },
      { name: `${origin}/api/tp-games/essentials` },
      { name: `${origin}/api/account/me` },
      { name: `${origin}/thumbnails/book-of-dead.webp` },
      { name: 'https://cdn.example.com/assets/x.js' },
    ] as PerformanceEntryList);
    const wb = start({ controlled: false });
    await settle();
    const expected = {
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          `${origin}/assets/index-abc.js`,
          `${origin}/assets/sw-locale-def.js`,
          `${origin}/api/settings/get`,
          `${origin}/api/tp-games/essentials`,
        ],
      },
    };
    expect(wb.messageSW).toHaveBeenCalledOnce();
    expect(wb.messageSW).toHaveBeenCalledWith(expected);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(wb.messageSW).toHaveBeenCalledTimes(2);
    expect(wb.messageSW).toHaveBeenLastCalledWith(expected);
  });

  it('hands nothing over when a worker already controlled the page', async () => {
    const wb = start({ controlled: true });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(wb.messageSW).not.toHaveBeenCalled();
  });

  it('stops listening when cleaned up', async () => {
    workerBuild = { buildId: 'other' };
    const wb = start({ controlled: false });
    stop?.();
    stop = undefined;

    takeOver();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUpdateWaiting).not.toHaveBeenCalled();

    expect(fakes.reconnectCallbacks.size).toBe(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS * 2);
    expect(wb.update).not.toHaveBeenCalled();
  });
});
