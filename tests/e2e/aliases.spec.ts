/**
 * Old and short addresses land on their target without leaving a history entry behind: Back
 * from the target returns to the page the player came from, not to the alias.
 */
import { LEGACY_STUDIO_PATHS } from '../../src/contracts/legacy-studio-paths';
import { expect, navigateInApp, openApp, test } from './fixtures';

const ALIASES: Array<[string, string]> = [
  ['/slots', '/casino?category=slots'],
  ['/popular', '/casino?category=popular'],
  ['/gameshows', '/casino?category=gameshows'],
  ['/housegames', '/casino?category=dofia-games'],
  ['/favorites', '/tag/favorites'],
  ['/blackjack', '/tag/blackjack'],
  ['/baccarat', '/tag/baccarat'],
  ['/drops-and-wins', '/tag/dropsandwins'],
  ['/livegames', '/tag/livegames'],
  ['/tag/housegames', '/casino?category=dofia-games'],
  ['/group/roulette', '/tag/roulette'],
  ['/group/bonus-buys', '/tag/bonus-buys'],
  ['/game/betby-sportsbook', '/sports'],
  ['/sawtooth', '/provider/sawtooth-studios'],
  ['/sawtooth/lobby', '/provider/sawtooth-studios'],
  ['/sawtooth/gold-rush-express', '/game/sawtooth-gold-rush-express'],
  ['/sawtooth/stackem', '/game/sawtooth-stackem-steve'],
];

const pathAndSearch = (url: string) => {
  const u = new URL(url);
  return decodeURIComponent(u.pathname + u.search);
};

test.describe('aliases redirect without a history entry', () => {
  for (const [alias, target] of ALIASES) {
    test(`${alias} → ${target}`, async ({ page }) => {
      await openApp(page, '/about-us');
      await page.goto(alias);
      await expect(page).toHaveURL((url) => pathAndSearch(url.href) === target);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/about-us$/);
    });
  }

  test('every legacy studio path lands on its provider page or game', async ({ page }) => {
    test.setTimeout(90_000);
    await openApp(page, '/');
    for (const [slug, target] of LEGACY_STUDIO_PATHS) {
      await navigateInApp(page, `/sawtooth/${slug}`);
      const expected =
        target.kind === 'provider' ? '/provider/sawtooth-studios' : `/game/${target.identifier}`;
      await expect(page).toHaveURL((url) => url.pathname === expected);
    }
  });

  test('an alias keeps the dialog it was opened with', async ({ page }) => {
    await openApp(page, '/popular?modal=locale');
    await expect(page).toHaveURL((url) => url.pathname === '/casino');
    await expect(page).toHaveURL(/category=popular/);
    await expect(page).toHaveURL(/modal=locale/);
    await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible();
  });
});

test.describe('unknown addresses', () => {
  for (const path of [
    '/no-such-page',
    '/tag/Not_A_Tag',
    '/sports/curling',
    '/sawtooth/not-a-game',
    '/kadi/game/bad%20id',
    '/group/',
  ]) {
    test(`${path} shows the full-screen 404 page`, async ({ page }) => {
      await page.goto(path);
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toBeVisible();
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(notFound).toContainText(
        'might have been removed, had its name changed, or is temporarily unavailable',
      );
    });
  }

  test('the 404 page leads back home', async ({ page }) => {
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});
