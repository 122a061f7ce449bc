/**
 * The first Intl formatter a page builds loads ICU's data: 40-100 ms on the main thread in
 * Chromium, whatever its language or options (150 ms at 4× CPU, the game page's RTP), and
 * every page formats a number or a date. That data belongs to the renderer, not to a thread:
 * once a worker has built its formatters, the main thread's first one costs under a
 * millisecond (measured in a bare page: 34-60 ms without the worker, 0.2-0.9 ms after it).
 * So the entry starts the worker while the app's code is still downloading.
 */

export function warmIntlOffMainThread(locale: string = document.documentElement.lang): void {
  if (typeof Worker === 'undefined') return;
  try {
    // The language goes in the worker's name: no message to send, nothing to answer.
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: locale || 'en' });
  } catch (error) {
    // A browser that refuses the worker (a strict policy) only loses the head start.
    console.warn('[boot] no Intl warm-up worker', error);
  }
}
