/**
 * True while the frame's panels should not animate: for one transition after mount (so they do
 * not slide into place on load) and while the window is being resized (so a breakpoint change
 * does not play every slide at once). Mantine's AppShell did the same.
 */
import { startTransition, useEffect, useState } from 'react';

const RESIZE_SETTLE_MS = 200;

export function useSettling(transitionMs: number): boolean {
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    const settle = (afterMs: number) =>
      window.setTimeout(() => startTransition(() => setSettling(false)), afterMs);
    let timer = settle(transitionMs);
    const onResize = () => {
      setSettling(true);
      window.clearTimeout(timer);
      timer = settle(RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [transitionMs]);
  return settling;
}
