/**
 * The balance in the top bar as a player lives it: a new player sees 0.00; money the operator
 * credits appears live, without a reload; switching the balance in play is kept by the server
 * and survives a reload; the amount follows the display currency chosen in the wallet
 * settings and the operator's new rate, live. And a player who has had nothing to play with
 * for a minute is offered a deposit, which the close button or the cashier puts away.
 */
import type { Page } from '@playwright/test';
import { registerThroughApi } from '../account/players';
import { expect, markDocument, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import { fundPlayer } from './operator';

async function setRate(page: Page, currency: string, rate: string) {
  const response = await page.request.put(`/api/operator/wallet/rates/${currency}`, {
    headers: operatorHeaders(),
    data: { rate },
  });
  expect(response.ok()).toBe(true);
}

test('the top bar shows the balance live, in play and in the display currency', async ({
  page,
}) => {
  test.slow();
  const { name } = await registerThroughApi(page, 'bal');
  await openApp(page, '/');
  const balance = page.getByTestId('top-bar-balance');
  const amount = page.getByTestId('top-bar-balance-amount');
  await expect(amount).toHaveText('$0.00');
  const sameDocument = await markDocument(page);

  // Credits arrive while the page is open (the second one only by the socket's push).
  await fundPlayer(page.request, name, 'usdt', '1234.56');
  await expect(amount).toHaveText('$1,234.56');
  await fundPlayer(page.request, name, 'usdt', '12000.009');
  await expect(amount).toHaveText('$13.23K');
  expect(await sameDocument()).toBe(true);

  // Another balance is chosen from the list; the server keeps the choice.
  await fundPlayer(page.request, name, 'crypto', '5');
  await balance.click();
  await expect(page.getByTestId('balance-option-usdt')).toContainText('$13,234.56');
  await expect(page.getByTestId('balance-option-crypto')).toContainText('$5.00');
  await page.getByTestId('balance-option-crypto').click();
  await expect(amount).toHaveText('$5.00');
  await expect(balance).toHaveAttribute('data-balance-type', 'crypto');
  await expect
    .poll(
      async () => (await (await page.request.get('/api/account/get')).json()).selectedBalanceType,
    )
    .toBe('crypto');
  await page.reload();
  await expect(amount).toHaveText('$5.00');
  await expect(balance).toHaveAttribute('data-balance-type', 'crypto');

  // The display currency comes from the wallet settings, the rate from the operator.
  await balance.click();
  await page.getByTestId('balance-wallet-settings').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('wallet-currency').click();
  await page.getByRole('option', { name: 'THB' }).click();
  await expect(amount).toHaveText('฿174.00');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await setRate(page, 'thb', '40');
  await expect(amount).toHaveText('฿200.00');
});

test('a minute with nothing to play with offers a deposit, until put away', async ({ page }) => {
  test.slow();
  await page.clock.install();
  await registerThroughApi(page, 'bal');
  await openApp(page, '/');
  await expect(page.getByTestId('top-bar-balance-amount')).toHaveText('$0.00');
  const alert = page.getByTestId('balance-alert');
  await page.clock.fastForward('00:50');
  await expect(alert).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('data-alert-type', 'noDeposit');
  await expect(alert).toContainText('Make your first deposit');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  // Put away, it stays away while the balance stays empty.
  await page.clock.fastForward('02:00');
  await expect(alert).toHaveCount(0);

  // After a reload the minute starts again; the alert's Deposit opens the cashier, hiding it.
  await page.reload();
  await expect(page.getByTestId('top-bar-balance-amount')).toHaveText('$0.00');
  await page.clock.fastForward('01:01');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/modal=cashier/);
  await expect(page).toHaveURL(/tab=deposit/);
  await expect(alert).toHaveCount(0);
});
