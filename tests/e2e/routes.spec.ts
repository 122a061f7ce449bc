/**
 * A visitor can reach every page of the spec's route tables: each renders its own page inside
 * the app frame (never the 404 page), with one main heading.
 */
import { expect, openApp, test } from './fixtures';

const PAGES: Array<[string, RegExp]> = [
  ['/', /casino/i],
  ['/jp', /.+/],
  ['/fair', /provably fair/i],
  ['/casino', /casino/i],
  ['/casino?category=dofia-games', /.+/],
  ['/casino?category=popular', /.+/],
  ['/casino?category=slots', /.+/],
  ['/casino?category=livecasino', /.+/],
  ['/casino?category=gameshows', /.+/],
  ['/sports', /sports/i],
  ['/tag/blackjack', /blackjack/i],
  ['/tag/favorites', /favorites/i],
  ['/tag/baccarat', /baccarat/i],
  ['/tag/bonus-buys', /bonus/i],
  ['/tag/roulette', /roulette/i],
  ['/provider/sawtooth-studios', /sawtooth/i],
  ['/game/sawtooth-iron-bandit', /.+/],
  ['/slots/iron-bandit', /.+/],
  ['/vip', /vip/i],
  ['/vip-benefits', /vip/i],
  ['/raffle/summer-cash', /raffle/i],
  ['/account-settings', /account/i],
  ['/account-settings?page=security', /account/i],
  ['/about-us', /about us/i],
  ['/terms-and-conditions', /terms and conditions/i],
  ['/bonus-and-promotion-policy', /bonus and promotion policy/i],
  ['/privacy-policy', /privacy policy/i],
  ['/kyc-aml-policy', /kyc and aml policy/i],
  ['/responsible-gambling', /responsible gambling/i],
  ['/sportsbook-policy', /sportsbook policy/i],
  ['/game-policy', /game policy/i],
  // House games (spec part 1 §2.2)
  ['/plinko', /plinko/i],
  ['/snoops-hotbox', /hotbox/i],
  ['/dice', /dice/i],
  ['/towers', /towers/i],
  ['/roulette', /roulette/i],
  ['/crash', /crash/i],
  ['/mines', /mines/i],
  ['/junglemines', /jungle/i],
  ['/mission-uncrossable', /mission uncrossable/i],
  ['/coinflip', /coinflip|coin flip/i],
  // Kadi (spec part 1 §2.3) and /poker
  ['/kadi', /kadi/i],
  ['/kadi?myGames=true', /kadi/i],
  ['/kadi?visibility=Public', /kadi/i],
  ['/kadi?visibility=Private', /kadi/i],
  ['/kadi?gameMode=Speed', /kadi/i],
  ['/kadi?gameMode=Relaxed', /kadi/i],
  ['/kadi/game/room42', /.+/],
  ['/kadi/join/room42', /.+/],
  ['/kadi/fix-notifications', /notifications/i],
  ['/kadi/qwickie', /qwick/i],
  ['/kadi/local', /local/i],
  ['/kadi/local/room42', /.+/],
  ['/kadi/local/join/room42', /.+/],
  ['/poker', /kadi/i],
];

const SPORTS = [
  'soccer',
  'basketball',
  'tennis',
  'counter-strike',
  'fifa',
  'baseball',
  'ice-hockey',
  'cricket',
  'mma',
  'table-tennis',
];

test.describe('every route of the spec renders its page', () => {
  for (const [path, heading] of PAGES) {
    test(`${path}`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      const h1 = page.locator('#page h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
    });
  }

  test('each sport has its own page', async ({ page }) => {
    for (const sport of SPORTS) {
      await openApp(page, `/sports/${sport}`);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.locator('#page h1')).toHaveCount(1);
    }
  });

  test('the sportsbook also opens a sport from its bt-path', async ({ page }) => {
    await openApp(page, '/sports?bt-path=counter-strike-109');
    await expect(page.locator('#page h1')).toHaveText(/counter-strike/i);
  });
});
