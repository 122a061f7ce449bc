/**
 * Runs `callback` in the browser's next idle period (or after `timeoutMs` at the latest; a
 * browser without requestIdleCallback waits 200 ms). Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
