/**
 * React.lazy for the parts of the frame that load after the first screen (the footer, the bets
 * feed, the disconnected bar, the reality check): a load that fails, because the server or the
 * network went away before the chunk arrived, is tried again every LAZY_RETRY_MS until it
 * succeeds, the Suspense fallback standing in meanwhile. With React.lazy alone the failure
 * reached the app's error boundary, and a player whose server went down in the page's first
 * seconds lost the whole page to 'Something went wrong' for a footer or a status bar.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const LAZY_RETRY_MS = 2_000;

/** `load()`, tried again after each failure until it succeeds. */
export async function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      // The browser fetches a failed dynamic import again on the next try.
      console.warn('[lazy] a part of the page did not load; trying again', error);
      await new Promise((resolve) => setTimeout(resolve, LAZY_RETRY_MS));
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component type
export function lazyRetrying<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadUntilLoaded(load));
}
