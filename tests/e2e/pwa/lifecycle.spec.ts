/**
 * The worker's way out and the connection's ups and downs: 'Unregister PWA' leaves no worker
 * and no caches behind (spec part 2 §2), and the realtime connection follows part 1 §4.8 when
 * the server stops and comes back — the cannot-connect bar after 5 s, a refetch when it comes
 * back soon, one reload when it was gone for more than 15 s.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, openApp, scrollToPageEnd, test } from '../fixtures';
import { privateServer } from '../support/private-server';
import { type SwitchableProxy, switchableProxy } from '../support/switchable-proxy';
import { cacheSizes, registrationCount, waitForWorker } from './worker';

test.describe('unregistering the PWA', () => {
  test.use({ serviceWorkers: 'allow' });

  test('leaves no registration and no caches', async ({ page }) => {
    // The worker's install and caches, the footer (built once scrolled to), a reload and a 4 s
    // watch: past 30 s on a busy 2-core machine.
    test.slow();
    await openApp(page, '/');
    await waitForWorker(page);
    expect(Object.keys(await cacheSizes(page)).length).toBeGreaterThan(0);

    await scrollToPageEnd(page);
    await page.getByTestId('unregister-pwa').click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Unregister', exact: true }).click(),
    ]);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    // Well past the moment the app would register a worker after the first paint.
    await page.waitForTimeout(4_000);
    expect(await registrationCount(page)).toBe(0);
    expect(await cacheSizes(page)).toEqual({});
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});

test.describe('when the server goes away', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  // Ports of their own: the update story's server takes 18700-18789, feature gates' 18900-18979.
  const base = 18_500 + Math.floor(Math.random() * 80);
  const first = privateServer(base);
  const second = privateServer(base + 100);
  let proxy: SwitchableProxy;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    proxy = await switchableProxy();
    await Promise.all([first.start(), second.start()]);
  });
  test.afterAll(async () => {
    await proxy.close();
    await Promise.all([first.dispose(), second.dispose()]);
  });

  /** The page on the first server, through the relay, with its socket connected. */
  async function connected(page: Page): Promise<void> {
    if (!first.running) await first.start();
    proxy.target(first.port);
    await page.goto(`http://127.0.0.1:${proxy.port}/`);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    // The bar's code loads once the first screen is up: on a busy machine that was once still
    // under way when the server went, and the bar could not load until it came back.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/assets/DisconnectedBar-')),
    );
    await page.waitForTimeout(3_000);
  }

  /** The first server goes down; the second (a restart) answers `afterMs` later. */
  async function restartAfter(afterMs: number): Promise<number> {
    const stoppedAt = Date.now();
    proxy.target(null);
    await first.stop();
    await new Promise((r) => setTimeout(r, Math.max(0, afterMs - (Date.now() - stoppedAt))));
    proxy.target(second.port);
    return stoppedAt;
  }

  test('a short outage shows the bar after 5 s and recovers without a reload', async ({ page }) => {
    await connected(page);
    const sameDocument = await markDocument(page);
    const stoppedAt = Date.now();
    const restart = restartAfter(8_000);
    await expect(page.getByTestId('disconnected-bar')).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(4_500);
    await restart;
    await expect(page.getByTestId('disconnected-bar')).toBeHidden({ timeout: 5_000 });
    expect(await sameDocument()).toBe(true);
  });

  test('an outage over 15 s reloads the page once when the server is back', async ({ page }) => {
    await connected(page);
    const sameDocument = await markDocument(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const restart = restartAfter(17_000);
    await expect(page.getByTestId('disconnected-bar')).toBeVisible({ timeout: 8_000 });
    await page.waitForTimeout(8_000);
    expect(await sameDocument()).toBe(true); // armed, but nothing to reconnect to yet
    await restart;
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('disconnected-bar')).toHaveCount(0);
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
  });
});
