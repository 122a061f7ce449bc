/**
 * The page part of index.html's boot frame (#boot-page: the home banner, or the first screen
 * the server draws in its place) lives outside the app's root, so React's first commit, which
 * draws the app's frame with an empty page, does not take it away. It goes in the commit that
 * draws what takes its place (the page, or a screen instead of the app), before that frame
 * paints: the same words and pictures stay in place throughout.
 */
import { useLayoutEffect } from 'react';

export const BOOT_PAGE_ID = 'boot-page';

/** Keeps index.html's first screen until `shown`, and removes it in the commit that shows it. */
export function useBootPageUntil(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) document.getElementById(BOOT_PAGE_ID)?.remove();
  }, [shown]);
}
