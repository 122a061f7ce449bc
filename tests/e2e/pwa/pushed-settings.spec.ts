/**
 * A returning player's app runs under the service worker, which answers the settings from its
 * cache at once. When the operator posts a banner, the app's refetch after the push must still
 * get the new settings: the banner shows after that one change, not after the next.
 */
import type { Page, Response } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import { waitForWorker } from './worker';

test.use({ serviceWorkers: 'allow' });

const SETTINGS_PATH = '/api/settings/get';

function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      }),
    );
  });
}

function cachedSettings(page: Page): Promise<number> {
  return page.evaluate(async (path) => {
    const cache = await caches.open('kadibet-catalogue-v1');
    return (await cache.keys()).filter((request) => new URL(request.url).pathname === path).length;
  }, SETTINGS_PATH);
}

test.afterEach(async ({ request }) => {
  await request.delete('/api/operator/banner', { headers: operatorHeaders() });
});

test('an operator banner shows after one change while the worker serves the settings', async ({
  page,
  request,
}) => {
  await openApp(page, '/');
  await waitForWorker(page);
  // A returning visit: the page loads under the worker, whose cache holds the settings.
  const connected = socketConnected(page);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await connected;
  await expect.poll(() => cachedSettings(page)).toBe(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('global-banner')).toHaveCount(0);

  const refetched: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === SETTINGS_PATH) refetched.push(response);
  });
  const published = await request.put('/api/operator/banner', {
    headers: operatorHeaders(),
    data: { message: 'One change is enough.' },
  });
  expect(published.ok()).toBe(true);

  await expect(page.getByTestId('global-banner')).toContainText('One change is enough.');
  // The worker answered the refetch (from the network), not the page bypassing it.
  expect(refetched.length).toBeGreaterThan(0);
  expect(refetched.every((response) => response.fromServiceWorker())).toBe(true);
});
