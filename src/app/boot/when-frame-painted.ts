/**
 * Resolves once the browser has painted something of the page: index.html's app frame, drawn
 * from its own inline styles before any script or stylesheet arrives. The entry waits for it
 * before it fetches the app, so on a slow link the frame does not share the bandwidth with
 * ~200 KB of script, and the player sees the frame first.
 */

/** Longest wait for the paint: a browser that never reports one still starts the app. */
export const FRAME_PAINT_WAIT_MS = 300;

export function whenFramePainted(maxWaitMs = FRAME_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    // A page opened in the background paints only once shown; it starts at once instead.
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);
    if (document.visibilityState === 'hidden' || !supported) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // buffered: a paint that happened before the entry ran is reported too.
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, maxWaitMs);
  });
}
