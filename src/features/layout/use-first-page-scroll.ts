/**
 * On a reload the router puts the window back where the player left it, once the route has
 * rendered. On the app's first render that is before the page itself (AppLayout commits the
 * toolbar first), when the document is still too short to scroll: this puts the position back
 * once the page is there. Later navigations are the router's alone.
 */
import { useElementScrollRestoration } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';

export function useFirstPageScroll(pageShown: boolean): void {
  const saved = useElementScrollRestoration({ getElement: () => window });
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!pageShown || done.current) return;
    done.current = true;
    // An address with a #fragment scrolls to its element instead.
    if (!saved || window.location.hash) return;
    window.scrollTo({ left: saved.scrollX, top: saved.scrollY });
  }, [pageShown, saved]);
}
