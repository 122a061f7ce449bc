/**
 * Scrolls a chip row so the chip whose data-chip is `activeKey` is visible (phones), once the
 * frame is painted: asked during React's commit, `scrollIntoView` forced the page's first
 * layout there, 210 ms of a throttled phone's main thread in one task on /casino. After the
 * paint the layout is done and the scroll costs little.
 */
import { useEffect, useRef } from 'react';

export function useActiveChipInView<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const scroll = () => {
      const row = ref.current;
      const chip = row?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(activeKey)}"]`);
      chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    };
    // The first frame paints what the commit made; the second runs after that paint.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(scroll);
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);
  return ref;
}
