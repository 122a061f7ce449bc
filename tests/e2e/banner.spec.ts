/**
 * The operator's banner message reaches players live, can be dismissed, and stays dismissed
 * for that message only; maintenance mode replaces the app with the maintenance screen.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, openApp, test } from './fixtures';
import { operatorHeaders } from './support/operator';

async function setBanner(
  request: APIRequestContext,
  data: { title?: string; message: string; link?: string },
) {
  const response = await request.put('/api/operator/banner', { headers: operatorHeaders(), data });
  expect(response.ok()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await request.delete('/api/operator/banner', { headers: operatorHeaders() });
  await request.patch('/api/operator/settings', {
    headers: operatorHeaders(),
    data: { disabledApp: false },
  });
});

test('an operator message appears live, is dismissed once per message', async ({
  page,
  request,
}) => {
  await openApp(page, '/');
  await setBanner(request, {
    title: 'Weekend boost',
    message: 'Double Roowards all weekend.',
    link: 'https://help.kadibet.io/boost',
  });
  const banner = page.getByTestId('global-banner');
  await expect(banner).toContainText('Double Roowards all weekend.');
  await expect(banner).toContainText('Weekend boost');
  await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    'https://help.kadibet.io/boost',
  );
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('global-banner')).toHaveCount(0);
  await setBanner(request, { message: 'New tables are open in Kadi.' });
  await expect(page.getByTestId('global-banner')).toContainText('New tables are open in Kadi.');
});

test('the operator can put the site into maintenance', async ({ page, request }) => {
  await openApp(page, '/');
  const response = await request.patch('/api/operator/settings', {
    headers: operatorHeaders(),
    data: { disabledApp: true },
  });
  expect(response.ok()).toBe(true);
  await expect(page.getByTestId('maintenance-disabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('the operator API refuses requests without the token', async ({ request }) => {
  const response = await request.put('/api/operator/banner', { data: { message: 'Hacked' } });
  expect(response.status()).toBe(401);
});
