/**
 * When the service worker is registered: once the page has loaded (the window's load event:
 * its code, its first pictures, a game's frame) and the browser is next idle, or
 * PAGE_LOAD_WAIT_MS after the first screen at the latest (a frame that never finishes loading
 * must not keep a player from working offline). A first install fetches the whole precache,
 * some 260 files and 2 MB: started as soon as the first screen was up, it shared a phone's
 * link and CPU with what the player had opened the page for. Workbox's advice is the same:
 * register after load.
 */
import { whenIdle } from '@/shared/lib/when-idle';

export const PAGE_LOAD_WAIT_MS = 10_000;

/** Calls `callback` once, after the page's load and an idle moment; returns the cancel. */
export function afterPageLoad(callback: () => void, win: Window = window): () => void {
  let settled = false;
  let cancelIdle = () => {};
  let limit: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    settled = true;
    clearTimeout(limit);
    win.removeEventListener('load', onLoad);
    cancelIdle();
  };
  const run = () => {
    if (settled) return;
    stop();
    callback();
  };
  const onLoad = () => {
    cancelIdle = whenIdle(run);
  };
  limit = setTimeout(run, PAGE_LOAD_WAIT_MS);
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return stop;
}
