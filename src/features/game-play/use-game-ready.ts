/**
 * When the game frame may be shown: GAME_READY_DELAY_MS after the game says it is ready
 * (provider-frame.ts), so the player never sees a half-drawn game; and for a game that never
 * says so (its page failed to load, or its provider does not speak to the casino),
 * GAME_SILENT_LIMIT_MS after the frame has loaded, so the player sees what it shows rather
 * than a loader for ever.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { HELLO, isGameReady, providerOriginOf } from './provider-frame';

export const GAME_READY_DELAY_MS = 500;
export const GAME_SILENT_LIMIT_MS = 10_000;

export function useGameReady(frame: RefObject<HTMLIFrameElement | null>, url: string) {
  const [loaded, setLoaded] = useState(false);
  const [announced, setAnnounced] = useState(false);
  const [ready, setReady] = useState(false);
  const providerOrigin = providerOriginOf(url);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isGameReady(event, frame.current?.contentWindow, providerOrigin)) setAnnounced(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, providerOrigin]);

  useEffect(() => {
    if (!loaded && !announced) return;
    const delay = announced ? GAME_READY_DELAY_MS : GAME_SILENT_LIMIT_MS;
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [loaded, announced]);

  const onLoad = useCallback(() => {
    setLoaded(true);
    frame.current?.contentWindow?.postMessage(HELLO, providerOrigin);
  }, [frame, providerOrigin]);

  return { ready, announced, onLoad };
}
