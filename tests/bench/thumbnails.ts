/**
 * `npm run bench` (catalogue, in the browser): the time from navigation to the first 24 game
 * thumbnails painted on /tag/slots with a warm cache — the second and later visits in one
 * browser profile, the service worker in control and the thumbnails in its image cache, as a
 * returning player sees it. "Painted" is the frame after the 24th image has decoded. The
 * viewport is tall enough that the first 24 tiles are on screen, so lazy loading starts them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freePort,
  startReferenceServer,
} from '../support/reference-server';

const VISITS = 5;
const FIRST = 24;
const PATH = '/tag/slots';

// A string, not a function: tsx would wrap a function with helpers the page does not have.
const RECORD_THUMBNAILS = `
  (function check() {
    // Each tile's own image; the blurred placeholder under it (aria-hidden) is not the thumbnail.
    const images = Array.from(
      document.querySelectorAll('[data-testid="game-thumbnail"] img:not([aria-hidden])'),
    );
    const first = images.slice(0, ${FIRST});
    if (first.length === ${FIRST} && first.every((img) => img.complete && img.naturalWidth > 0)) {
      requestAnimationFrame(() => { window.__thumbnailsAt = performance.now(); });
      return;
    }
    requestAnimationFrame(check);
  })();
`;

async function thumbnailsPaintedAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __thumbnailsAt?: number }).__thumbnailsAt !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => (window as unknown as { __thumbnailsAt: number }).__thumbnailsAt);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-bench-thumbs-'));
  const server = await startReferenceServer({ port: await freePort(), dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 1400, height: 2400 },
    });
    await context.addInitScript(RECORD_THUMBNAILS);
    const url = `${server.baseURL}${PATH}`;

    const first = await context.newPage();
    await first.goto(url);
    const coldMs = await thumbnailsPaintedAt(first);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.reload();
    await thumbnailsPaintedAt(first);
    await first.close();

    const warm: number[] = [];
    for (let i = 0; i < VISITS; i++) {
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: 'commit' });
      // A warm visit is one the worker serves; otherwise this would measure the network.
      if (!response?.fromServiceWorker()) {
        throw new Error(`warm visit ${i + 1}: the document was not served by the worker`);
      }
      warm.push(Math.round(await thumbnailsPaintedAt(page)));
      await page.close();
    }
    warm.sort((a, b) => a - b);
    console.log(`\n== First ${FIRST} thumbnails painted on ${PATH} (desktop 1400 wide)`);
    console.log(`  cold first visit: ${Math.round(coldMs)} ms after navigation start`);
    console.log(`  warm visits (${VISITS}): ${warm.join(', ')} ms; median ${warm[VISITS >> 1]} ms`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
