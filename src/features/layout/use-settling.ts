/**
 * Keeps the frame's panels from animating: for one transition after mount (so they do not
 * slide into place on load) and while the window is being resized (so a breakpoint change does
 * not play every slide at once). Mantine's AppShell did the same.
 * It writes `data-settling` on the frame's element itself: the attribute only switches a CSS
 * variable, and as React state each switch rendered the whole frame (top bar, menus) again.
 */
import { type RefObject, useLayoutEffect } from 'react';

const RESIZE_SETTLE_MS = 200;

export function useSettling(frame: RefObject<HTMLElement | null>, transitionMs: number): void {
  // A layout effect: the attribute is on before the frame's first paint.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const setSettling = (on: boolean) => element.toggleAttribute('data-settling', on);
    const settle = (afterMs: number) => window.setTimeout(() => setSettling(false), afterMs);
    setSettling(true);
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
  }, [frame, transitionMs]);
}
