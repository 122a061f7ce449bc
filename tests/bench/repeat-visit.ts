/**
 * Repeat visit served by the service worker: the first visit installs the worker (precache
 * complete, page controlled); each later visit opens a new page in the same browser profile and
 * records, in the page, when the app's top bar enters the DOM and when first-contentful-paint
 * happens, both in ms after navigation start. A visit whose document did not come from the
 * worker is an error, since it would measure the network instead.
 *
 * The browser runs on a profile on disk, as a returning player's does: an installed app runs in
 * one, and a private window (Playwright's default context) keeps nothing past its session, so
 * it never makes a repeat visit. A private window also keeps its caches in memory, which made
 * the same build's visits about 100 ms slower here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/reference-server';

export interface RepeatVisit {
  topBarMs: number;
  fcpMs: number;
}

const READY = 'repeat-visit: top bar and first paint recorded';
// A string, not a function: tsx would wrap a function with helpers the page does not have.
// The page says when both moments are recorded on its console: waiting with waitForFunction
// would inject Playwright's selector engine into the loading page, a ~50 ms task on its main
// thread in the middle of what is measured.
const RECORD_TOP_BAR = `
{
    const painted = new Promise((resolve) =>
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true }),
    );
    const topBar = new Promise((resolve) =>
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="top-bar"]')) {
          window.__topBarAt = performance.now();
          observer.disconnect();
          resolve();
        }
      }).observe(document, { childList: true, subtree: true }),
    );
    Promise.all([painted, topBar]).then(() => console.debug(${JSON.stringify(READY)}));
}
`;

export async function measureRepeatVisits(base: string, visits: number): Promise<RepeatVisit[]> {
  const profile = mkdtempSync(join(tmpdir(), 'kadibet-repeat-visit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript(RECORD_TOP_BAR);

    const first = await context.newPage();
    await first.goto(base);
    // ready = a worker is active, i.e. its install (the precache) has finished.
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.waitForTimeout(1_000); // let the page hand its first-visit files to the worker
    await first.close();

    const results: RepeatVisit[] = [];
    for (let i = 0; i < visits; i++) {
      const page = await context.newPage();
      const ready = page.waitForEvent('console', {
        predicate: (message) => message.text() === READY,
        timeout: 15_000,
      });
      const response = await page.goto(base, { waitUntil: 'commit' });
      await ready;
      const visit = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          topBarMs: (window as unknown as { __topBarAt: number }).__topBarAt,
          fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          workerStart: nav.workerStart,
        };
      });
      if (!response?.fromServiceWorker() || visit.workerStart <= 0) {
        throw new Error(`repeat visit ${i + 1}: the document was not served by the worker`);
      }
      results.push({ topBarMs: Math.round(visit.topBarMs), fcpMs: Math.round(visit.fcpMs) });
      await page.close();
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
