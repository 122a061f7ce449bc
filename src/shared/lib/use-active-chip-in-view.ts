/** Scrolls a chip row so the chip whose data-chip is `activeKey` is visible (phones). */
import { useEffect, useRef } from 'react';

export function useActiveChipInView<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const chip = ref.current?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(activeKey)}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeKey]);
  return ref;
}
