/**
 * `npm run bench` (catalogue, in the browser): the time from navigation to the first 24 game
 * thumbnails painted on /tag/slots, on a desktop (1400 wide, DPR 1) and a phone (412 wide,
 * DPR 1.75), each against a server of its own started on an empty data folder:
 * - cold: the first visit, caches empty on the server (no image rendered yet) and the client;
 * - new player: a fresh browser profile (empty client caches) against a server that already
 *   holds the images on disk — what every first visit gets once the server has made them;
 * - warm: later visits in one profile, the service worker in control and the thumbnails in its
 *   image cache, as a returning player sees it.
 * The server makes grid thumbnails ahead from its start (server/modules/images/prerender.ts):
 * the cold visit runs while that warm-up works through the catalogue, on the cores this
 * browser shares with it, as a server's first minutes after a deploy. "Painted" is the frame
 * after the 24th image has decoded. The viewport is tall enough that
 * the first 24 tiles are on screen, so lazy loading starts them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freePort,
  type RunningServer,
  startReferenceServer,
} from '../support/reference-server';

const NEW_PLAYERS = 3;
const WARM_VISITS = 5;
const FIRST = 24;
const PATH = '/tag/slots';

const PROFILES: ReadonlyArray<{ name: string; options: BrowserContextOptions }> = [
  {
    name: 'desktop 1400 wide, DPR 1',
    options: { viewport: { width: 1400, height: 2400 } },
  },
  {
    name: 'phone 412 wide, DPR 1.75',
    options: {
      viewport: { width: 412, height: 2400 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
];

// A string, not a function: tsx would wrap a function with helpers the page does not have.
const RECORD_THUMBNAILS = `
  (function check() {
    // Each tile's own image; a placeholder under it (aria-hidden) is not the thumbnail.
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
    { timeout: 120_000 },
  );
  const at = await page.evaluate(
    () => (window as unknown as { __thumbnailsAt: number }).__thumbnailsAt,
  );
  return Math.round(at);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function newContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'allow' });
  await context.addInitScript(RECORD_THUMBNAILS);
  return context;
}

/** One profile against a server started on an empty data folder; prints its three figures. */
async function measure(
  browser: Browser,
  server: RunningServer,
  profile: (typeof PROFILES)[number],
): Promise<void> {
  const url = `${server.baseURL}${PATH}`;

  const coldContext = await newContext(browser, profile.options);
  const cold = await coldContext.newPage();
  await cold.goto(url);
  const coldMs = await thumbnailsPaintedAt(cold);
  await coldContext.close();

  const newPlayers: number[] = [];
  for (let i = 0; i < NEW_PLAYERS; i++) {
    const context = await newContext(browser, profile.options);
    const page = await context.newPage();
    await page.goto(url);
    newPlayers.push(await thumbnailsPaintedAt(page));
    await context.close();
  }

  const context = await newContext(browser, profile.options);
  const first = await context.newPage();
  await first.goto(url);
  await thumbnailsPaintedAt(first);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await first.reload();
  await thumbnailsPaintedAt(first);
  await first.close();
  const warm: number[] = [];
  for (let i = 0; i < WARM_VISITS; i++) {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'commit' });
    // A warm visit is one the worker serves; otherwise this would measure the network.
    if (!response?.fromServiceWorker()) {
      throw new Error(`warm visit ${i + 1}: the document was not served by the worker`);
    }
    warm.push(await thumbnailsPaintedAt(page));
    await page.close();
  }
  await context.close();

  console.log(`\n== First ${FIRST} thumbnails painted on ${PATH} (${profile.name})`);
  console.log(`  cold (empty server and client caches): ${coldMs} ms after navigation start`);
  console.log(
    `  new player, server has the images (${NEW_PLAYERS}): ${newPlayers.join(', ')} ms; median ${median(newPlayers)} ms`,
  );
  console.log(
    `  warm, service worker in control (${WARM_VISITS}): ${warm.join(', ')} ms; median ${median(warm)} ms`,
  );
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const profile of PROFILES) {
      const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-bench-thumbs-'));
      const server = await startReferenceServer({ port: await freePort(), dataDir });
      try {
        await measure(browser, server, profile);
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
