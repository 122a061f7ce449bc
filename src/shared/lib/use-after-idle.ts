/**
 * True once the browser has been idle after the first paint: the moment to render what the
 * first screen does not need (below-the-fold sections, the toast renderer, the socket). With
 * `ready`, the wait starts only once it is true (e.g. once what the page shows first is in).
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

export function useAfterIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  // A transition: what renders now is not urgent, and its render yields to input and paints.
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [ready, idle]);
  return idle;
}
