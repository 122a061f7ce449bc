/**
 * The worker's way out and the connection's ups and downs: 'Unregister PWA' leaves no worker
 * and no caches behind (spec part 2 §2), and the realtime connection follows part 1 §4.8 when
 * the server stops and comes back — the cannot-connect bar after 5 s, a refetch when it comes
 * back soon, one reload when it was gone for more than 15 s.
 */
import type { Page } from '@playwright/test';
import { expect, markDocument, openApp, test } from '../fixtures';
import { privateServer } from '../support/private-server';
import { cacheSizes, registrationCount, waitForWorker } from './worker';

test.describe('unregistering the PWA', () => {
  test.use({ serviceWorkers: 'allow' });

  test('leaves no registration and no caches', async ({ page }) => {
    await openApp(page, '/');
    await waitForWorker(page);
    expect(Object.keys(await cacheSizes(page)).length).toBeGreaterThan(0);

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
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const server = privateServer(18_790 + Math.floor(Math.random() * 9));
  test.afterAll(() => server.dispose());

  async function connected(page: Page): Promise<void> {
    await server.start();
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    // The socket connects once the first screen is up; the server counts it as online.
    await page.waitForTimeout(3_000);
  }

  test('a short outage shows the bar after 5 s and recovers without a reload', async ({ page }) => {
    await connected(page);
    const sameDocument = await markDocument(page);
    const stoppedAt = Date.now();
    await server.stop();
    await expect(page.getByTestId('disconnected-bar')).toBeVisible({ timeout: 10_000 });
    const shownAfter = Date.now() - stoppedAt;
    expect(shownAfter).toBeGreaterThanOrEqual(4_500);

    await server.start();
    await expect(page.getByTestId('disconnected-bar')).toBeHidden({ timeout: 10_000 });
    const outage = Date.now() - stoppedAt;
    expect(outage, 'the restart must beat the 15 s reload arm to test this rule').toBeLessThan(
      14_500,
    );
    expect(await sameDocument()).toBe(true);
  });

  test('an outage over 15 s reloads the page once when the server is back', async ({ page }) => {
    await connected(page);
    const sameDocument = await markDocument(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await server.stop();
    await expect(page.getByTestId('disconnected-bar')).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(11_000); // 5 s flag + 10 s arm, with margin
    expect(await sameDocument()).toBe(true);

    await server.start();
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('disconnected-bar')).toHaveCount(0);
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
  });
});
