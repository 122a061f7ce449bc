/**
 * Scrolls a sideways chip row so the current chip (the one whose data-chip is `activeKey`) is
 * visible: on a phone the chosen category can sit past the right edge.
 */
import { useEffect, useRef } from 'react';

export function useActiveChipInView<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const chip = ref.current?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(activeKey)}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeKey]);
  return ref;
}
