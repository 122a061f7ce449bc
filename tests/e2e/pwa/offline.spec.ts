/**
 * A player who visited once opens the app on a train with no signal: the shell, the lobby and
 * the catalogue come from the worker's caches, the app says it is offline, actions that need
 * the server say so, and everything refreshes when the network returns.
 */
import { defaultThumbnail } from '@/contracts/images';
import { freshPlayer, registerInUi } from '../account/players';
import { expect, navigateInApp, openApp, test } from '../fixtures';
import { cacheSizes, waitForWorker } from './worker';

test.use({ serviceWorkers: 'allow' });

test('the lobby and the casino open offline after one online visit', async ({ page, context }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));

  await openApp(page, '/');
  await waitForWorker(page);
  // The first visit's language catalog was loaded before the worker took over; the app
  // hands it over so it is there offline too.
  await expect
    .poll(async () => (await cacheSizes(page))['kadibet-assets-v1'] ?? 0)
    .toBeGreaterThan(0);
  const precached = Object.entries(await cacheSizes(page)).find(([name]) =>
    name.startsWith('workbox-precache'),
  );
  expect(precached?.[1] ?? 0).toBeGreaterThan(50);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Fastest Growing Casino/i })).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toContainText('You are offline');
  expect(logs.some((line) => line.includes('runs in offline mode'))).toBe(true);

  await navigateInApp(page, '/casino');
  await expect(page.getByRole('heading', { name: 'Casino', level: 1 })).toBeVisible();

  // Signing in needs the server: the form says so instead of spinning forever.
  await navigateInApp(page, '/casino?modal=auth&tab=login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username or email').fill('player_one');
  await form.locator('input[type="password"]').fill('correct horse battery');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toContainText('You are offline. This needs a connection');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
});

test('a tag page browsed online lists its games offline, and so does another tag', async ({
  page,
  context,
}) => {
  await openApp(page, '/tag/slots');
  await waitForWorker(page);
  // The player reaches for the page: the whole catalogue loads, and the worker keeps a copy.
  const catalogue = page.waitForResponse((response) => response.url().includes('/essentials'));
  await page.mouse.wheel(0, 200);
  await catalogue;
  await expect(page.getByTestId('provider-filter')).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  const tiles = page.getByTestId('game-list').getByTestId('game-thumbnail');
  await page.mouse.wheel(0, 200);
  await expect(tiles.first()).toBeVisible();
  // A tag not opened before: its list is known from the saved tags, its games from the copy.
  await navigateInApp(page, '/tag/roulette');
  await page.mouse.wheel(0, 200);
  await expect(page.getByTestId('provider-filter')).toBeEnabled();
  await expect(tiles.first()).toHaveAttribute('data-identifier', /roulette/);
  await context.setOffline(false);
});

test('a page never visited still opens offline from the precached shell', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  await waitForWorker(page);
  await context.setOffline(true);
  await page.goto('/kadi');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await context.setOffline(false);
});

test('a game image that cannot load becomes the same default thumbnail every time', async ({
  page,
}) => {
  await openApp(page, '/');
  await waitForWorker(page);
  const identifier = 'sawtooth-no-such-game';
  const fetchThumbnail = () =>
    page.evaluate(async (id) => {
      const response = await fetch(`/thumbnails/${id}.webp`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        url: response.url,
      };
    }, identifier);
  const first = await fetchThumbnail();
  expect(first.status).toBe(200);
  expect(first.type).toContain('image/svg+xml');
  const expected = await page.evaluate(
    async (path) => (await fetch(path)).text(),
    defaultThumbnail(identifier),
  );
  const served = await page.evaluate(
    async (id) => (await fetch(`/thumbnails/${id}.webp`)).text(),
    identifier,
  );
  expect(served).toBe(expected);
  expect(await fetchThumbnail()).toEqual(first);
});

test('a signed-in player is still themselves offline, from the persisted cache', async ({
  page,
  context,
}) => {
  test.slow();
  const player = freshPlayer('offline');
  await openApp(page, '/');
  await waitForWorker(page);
  await registerInUi(page, player);
  // Persisted writes are throttled to one a second.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);
});
