/**
 * Old and short addresses land on their target without leaving a history entry behind: Back
 * from the target returns to the page the player came from, not to the alias.
 */
import { LEGACY_STUDIO_PATHS } from '@/contracts/legacy-studio-paths';
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
  ['/livegames', '/tag/livecasino'],
  ['/tag/livegames', '/tag/livecasino'],
  ['/tag/housegames', '/casino?category=dofia-games'],
  ['/group/roulette', '/tag/roulette'],
  ['/group/bonus-buys', '/tag/bonus-buys'],
  ['/game/betby-sportsbook', '/sports'],
  // House games first (spec part 1 §2.2), short identifiers and catalogue identifiers alike.
  ['/game/dice', '/dice'],
  ['/game/kadi', '/kadi'],
  ['/game/hotbox', '/snoops-hotbox'],
  ['/game/linearmines', '/mission-uncrossable'],
  ['/slots/mines', '/mines'],
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

  // Every path's target is checked in tests/unit (the table and the catalogue holding each
  // game); here a spread of them goes through the router to the real pages.
  test('legacy studio paths land on the studio’s page and on its games', async ({ page }) => {
    // Six pages, each a route load with the catalogue's game data, beside another worker.
    test.setTimeout(90_000);
    const entries = [...LEGACY_STUDIO_PATHS];
    const games = entries.filter(([, target]) => target.kind === 'game');
    const sample = [
      ...entries.filter(([, target]) => target.kind === 'provider'),
      ...[0, 0.25, 0.5, 0.75, 1].map((at) => games[Math.round(at * (games.length - 1))]),
    ].filter((entry) => entry !== undefined);
    await openApp(page, '/');
    for (const [slug, target] of sample) {
      await navigateInApp(page, `/sawtooth/${slug}`);
      if (target.kind === 'provider') {
        await expect(page).toHaveURL((url) => url.pathname === '/provider/sawtooth-studios');
        await expect(page.getByTestId('provider-page')).toContainText('Sawtooth Studios');
      } else {
        await expect(page).toHaveURL((url) => url.pathname === `/game/${target.identifier}`);
        await expect(page.getByTestId('game-title')).toHaveText(target.title, { timeout: 15_000 });
      }
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });

  test('/livegames lists the live casino', async ({ page }) => {
    await openApp(page, '/livegames');
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(page.getByTestId('game-list').getByTestId('game-thumbnail').first()).toBeVisible();
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
