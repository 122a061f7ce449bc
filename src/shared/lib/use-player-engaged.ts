/**
 * True once the player reaches for the page (a pointer, touch, click, key, wheel or scroll) after
 * `ready`, or once the browser has been idle and then `quietMs` have passed: the moment to
 * load what only the player's next step needs. A list page shows its first games from a small
 * answer; the whole catalogue behind its search, filters and "load more" (170 KB, a second of
 * parsing and rendering on a phone) then loads when the player starts to use the page, not
 * while it is still starting.
 */
import { startTransition, useEffect, useState } from 'react';

/** What counts as reaching for the page: captured, so no handler can hide it. */
export const ENGAGING_EVENTS = ['pointerdown', 'click', 'keydown', 'wheel', 'touchstart', 'scroll'];

/** A player who only looks still gets the catalogue (offline use, the next page) after this. */
export const QUIET_MS = 8_000;

function afterIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

export function usePlayerEngaged(ready = true, quietMs = QUIET_MS): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (!ready || engaged) return;
    // A transition: what it starts is not urgent, and its render yields to input and paints.
    const engage = () => startTransition(() => setEngaged(true));
    const options = { capture: true, passive: true } as const;
    for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, options);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelIdle = afterIdle(() => {
      timer = setTimeout(engage, quietMs);
    });
    return () => {
      for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, options);
      cancelIdle();
      clearTimeout(timer);
    };
  }, [ready, engaged, quietMs]);
  return engaged;
}
