/**
 * A player's public profile and their wallet display settings: a player hides their stats,
 * another player opens their profile link and sees that; the wallet settings dialog changes
 * the display currency on the account.
 */
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, registerInUi } from './players';

test.slow();

test('a player who hides their stats shows that on their profile', async ({
  page,
  browser,
  baseURL,
}) => {
  const amina = freshPlayer('amina');
  await openApp(page, '/');
  await registerInUi(page, amina);
  await page.goto('/account-settings?page=general');
  await page.getByRole('switch', { name: 'Hide my stats from other players' }).click();
  await expect
    .poll(async () => (await page.request.get('/api/account/get')).json())
    .toMatchObject({ systemSettings: { privacy: { hideStats: true } } });

  const viewer = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  await viewer.goto('/');
  await expect(viewer.getByTestId('top-bar')).toBeVisible();
  await registerInUi(viewer, freshPlayer('viewer'));
  await viewer.goto(`/?modal=profile&user=${amina.name}`);
  const dialog = viewer.getByRole('dialog');
  await expect(dialog.getByTestId('profile-name')).toHaveText(amina.name);
  await expect(dialog.getByText('Statistics hidden')).toBeVisible();

  await viewer.goto('/?modal=profile&user=nobody_here_123');
  await expect(viewer.getByTestId('profile-error')).toHaveText('No player named nobody_here_123');
  await viewer.close();
});

test('the wallet settings dialog saves the display currency to the account', async ({ page }) => {
  await openApp(page, '/');
  await registerInUi(page, freshPlayer('wallet'));
  await page.goto('/?modal=walletSettings');
  await page.getByTestId('wallet-currency').click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await expect
    .poll(async () => (await page.request.get('/api/account/get')).json())
    .toMatchObject({ systemSettings: { currency: { displayCurrency: 'eur' } } });
});
