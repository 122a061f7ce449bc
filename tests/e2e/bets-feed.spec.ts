/**
 * The live bets feed (issue 19): a player with cash opens a slot, looks at the feed under the
 * game, spins for real money on the provider's sandbox, and sees that bet arrive at the top of
 * all bets and of their own bets without reloading; a visitor's feed has no "my bets".
 */
import type { Page } from '@playwright/test';
import { csrfHeaders, registerThroughApi } from './account/players';
import { expect, navigateInApp, openApp, scrollToPageEnd, test } from './fixtures';
import { fundPlayer } from './wallet/operator';

const GAME_START = { timeout: 20_000 };

/** A slot of the generated catalogue that plays on desktop everywhere. */
async function playableSlot(page: Page): Promise<{ identifier: string; title: string }> {
  const response = await page.request.post('/api/graphql', {
    headers: await csrfHeaders(page),
    data: {
      query:
        'query { tpGamesGetAll(tagSlug: "slots", device: desktop) { identifier title blacklist } }',
    },
  });
  const games = (await response.json()).data.tpGamesGetAll as {
    identifier: string;
    title: string;
    blacklist: string[];
  }[];
  const game = games.find((g) => g.blacklist.length === 0);
  if (!game) throw new Error('the catalogue has no playable slot');
  return game;
}

test('a real-money spin shows in all bets and my bets as it settles', async ({ page }) => {
  test.slow();
  const player = await registerThroughApi(page, 'feed');
  await fundPlayer(page.request, player.name, 'cash', '20');
  await openApp(page, '/');
  await page.getByTestId('top-bar-balance').click();
  await page.getByTestId('balance-option-cash').click();
  await expect(page.getByTestId('top-bar-balance')).toHaveAttribute('data-balance-type', 'cash');

  const game = await playableSlot(page);
  await navigateInApp(page, `/game/${game.identifier}`);
  await page.getByTestId('game-mode-switch').getByText('Real').click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-ready', 'true', GAME_START);
  await expect(frame.getByText('REAL · CASH')).toBeVisible();

  // The feed is on screen before the bet: the bet has to come to it over the socket.
  await scrollToPageEnd(page);
  const feed = page.getByTestId('bets-feed');
  await expect(feed.getByRole('tab', { name: 'My bets' })).toBeVisible();
  await expect(feed.getByTestId('bets-feed-area')).toBeVisible();

  await page.getByTestId('game-frame').scrollIntoViewIfNeeded();
  await frame.getByTestId('slot-bet').selectOption('100');
  await frame.getByTestId('slot-spin').click();
  await expect(frame.getByTestId('slot-spin')).toBeEnabled();

  const newest = feed.getByTestId('bets-feed-row').first();
  await expect(newest).toContainText(game.title);
  await expect(newest).toContainText(player.name);
  await expect(newest).toContainText('$1.00');
  await expect(newest.getByRole('link', { name: game.title })).toHaveAttribute(
    'href',
    `/game/${game.identifier}`,
  );
  // The table keeps its height whatever it holds.
  expect((await feed.getByTestId('bets-feed-area').boundingBox())?.height).toBe(500);

  await feed.getByRole('tab', { name: 'My bets' }).click();
  await expect(feed.getByTestId('bets-feed-row')).toHaveCount(1);
  await expect(feed.getByTestId('bets-feed-row').first()).toContainText(game.title);
});

test('a visitor reads the feed without a my bets tab', async ({ page }) => {
  await openApp(page, '/');
  await scrollToPageEnd(page);
  const feed = page.getByTestId('bets-feed');
  await expect(feed.getByRole('tab', { name: 'All bets' })).toBeVisible();
  await expect(feed.getByRole('tab', { name: 'Lucky wins' })).toBeVisible();
  await expect(feed.getByRole('tab', { name: 'My bets' })).toHaveCount(0);
});
