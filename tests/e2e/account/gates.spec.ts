/**
 * Gates around the account: a dialog that needs an account continues once the visitor has
 * one, and a request refused for the visitor's region (code 1002) brings up the
 * region-restricted dialog after one second.
 */
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, SIGN_IN_MS, submitRegistration } from './players';

test.slow();

test('a visitor opening the cashier registers, then lands in the cashier', async ({ page }) => {
  const player = freshPlayer('gate');
  await openApp(page, '/?modal=cashier&tab=withdraw');
  const auth = page.getByRole('dialog', { name: 'Sign in' });
  await expect(auth).toBeVisible();
  await auth.getByRole('tab', { name: 'Register' }).click();
  await submitRegistration(page, player);
  await expect(page.getByRole('dialog', { name: 'Cashier' })).toBeVisible({ timeout: SIGN_IN_MS });
  await expect(page).toHaveURL(/modal=cashier/);
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);
});

test('a sign-up refused for the region shows the region dialog after a second', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-e2e-country': 'GB' });
  await openApp(page, '/');
  const region = page.getByRole('dialog', { name: 'Region restricted' });
  // The visitor already saw (and closed) the on-load notice.
  await expect(region).toBeVisible({ timeout: 5_000 });
  await region.getByRole('button', { name: 'Close' }).first().click();
  await expect(region).toHaveCount(0);

  const player = freshPlayer('region');
  await page.getByRole('button', { name: 'Register' }).first().click();
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/register') && response.status() === 403,
  );
  await submitRegistration(page, player);
  await refused;
  const answeredAt = Date.now();
  await expect(region).toBeVisible();
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
});
