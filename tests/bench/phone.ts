/**
 * The phone both page benches load as (Lighthouse's mobile emulation, a Moto G Power), and a
 * warm-up load on it. The benches run the server and the browser on one machine's two cores:
 * on a page's first load the server makes the page's pictures at the sizes asked for, and that
 * work took the measured page's CPU (in Lighthouse, the first of a page's runs scored 6-14
 * points under the next). A phone does not share its CPU with the server, so the trace bench
 * loads each page once before tracing it, and the Lighthouse bench does not count a page's
 * first run; the thumbnail bench measures cold pictures on their own.
 */
import type { Browser } from '@playwright/test';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // A phone says so: the server judges the device from it, and carries the lists' first
  // pages for that device (a desktop's would not be the app's on a phone's screen).
  userAgent: PHONE_USER_AGENT,
} as const;

/** Loads a page once as the phone, until its network is quiet. */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext(PHONE);
  try {
    await (await context.newPage()).goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
}
