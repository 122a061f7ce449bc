/**
 * The loader both game routes share: the game's data (game-play/prefetch) starts loading as
 * the route matches, beside the page's code rather than after it. Not on a hover's preload:
 * that would start it for every tile a pointer crosses. Apart from -game-page.tsx, so the
 * route table that runs it does not take in the page.
 */
import type { QueryClient } from '@tanstack/react-query';

export function prefetchGamePageData(
  queryClient: QueryClient,
  identifier: string,
  preload: boolean,
): void {
  if (preload) return;
  void import('@/features/game-play/prefetch').then(({ prefetchGamePage }) =>
    prefetchGamePage(queryClient, identifier),
  );
}
