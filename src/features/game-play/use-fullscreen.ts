/**
 * The Fullscreen API for one element (the game frame's box): whether it is fullscreen now and
 * a toggle. Browsers without the API (iOS Safari on iPhone) get `supported: false`, and the
 * page hides the button instead of offering one that does nothing.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch (error) {
      // Refused by the browser (no user gesture, a policy): the page simply stays as it is.
      console.warn('[game] fullscreen refused', error);
    }
  }, [target]);

  return { supported, active, toggle };
}
