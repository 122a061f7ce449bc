/**
 * True once the element the returned ref is put on comes within `margin` of the screen, and
 * from then on. Content below the fold renders when the player scrolls towards it, not during
 * the first load; a browser without IntersectionObserver renders it at once.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useNearScreen<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const marker = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [marker, near];
}
