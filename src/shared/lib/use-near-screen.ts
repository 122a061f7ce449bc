/**
 * True once the element the returned ref is put on comes within `margin` of the screen, and
 * from then on. Content below the fold renders when the player scrolls towards it, not during
 * the first load; a browser without IntersectionObserver renders it at once. While `watching`
 * is false nothing is observed (the content above the element is not rendered yet, so the
 * element would seem near).
 */
import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Far enough below the screen that what is there is ready when scrolled to, and small enough
 * that a phone's first screen of the home page (the Originals end well below it) does not
 * reach the sections under it.
 */
export const NEAR_SCREEN_MARGIN = '300px 0px';

export function useNearScreen<T extends Element>(
  margin = NEAR_SCREEN_MARGIN,
  watching = true,
): [RefObject<T | null>, boolean] {
  const marker = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (near || !element || !watching) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: what comes near is not on the screen yet, and its render (a row of
        // tiles, a section) then yields to input and paints instead of being one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, watching]);
  return [marker, near];
}
