/**
 * Withdrawing as a player lives it: an amount under the minimum is refused with the reason;
 * a valid request holds the amount at once and waits as pending; the operator approves it
 * with the CLI and the player sees it approved without reloading.
 */
import { registerThroughApi } from '../account/players';
import { expect, test } from '../fixtures';
import { openCashier, operatorCli } from './wallet-support';

test.slow();

/** A valid XRP address (the ledger's genesis account). */
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

test('a withdrawal under the minimum is refused; one above it waits, then the operator approves it', async ({
  page,
  baseURL,
}) => {
  const { name } = await registerThroughApi(page, 'wd');
  // 50 XRP at the sandbox market's 2.2 USD: the balance holds 110 USD.
  await operatorCli(baseURL ?? '', 'chain', 'send', name, 'xrp', '50');
  const cashier = await openCashier(page, 'withdraw');
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('110.00 USD');
  await expect(cashier.getByText('No withdrawals yet.')).toBeVisible();

  const form = cashier.getByTestId('withdraw-form');
  await form.getByLabel('Amount').fill('5');
  await form.getByLabel('XRP address').fill(XRP_ADDRESS);
  await form.getByLabel('Destination tag (if your wallet needs one)').fill('12345');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByText('The minimum withdrawal is 20 USD')).toBeVisible();

  await form.getByLabel('Amount').fill('30');
  await expect(form.getByTestId('withdraw-quote')).toHaveText(
    'You receive 13.63636363 XRP at 2.2 USD per XRP; the price is fixed when you request.',
  );
  const requested = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/withdrawals') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const withdrawal = (await (await requested).json()) as { id: string; status: string };
  expect(withdrawal.status).toBe('pending');
  await expect(form.getByTestId('withdraw-requested')).toBeVisible();
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('80.00 USD');
  const row = cashier.getByTestId('withdrawal-row').first();
  await expect(row).toContainText('30 USD → 13.63636363 XRP');
  await expect(row).toContainText(`${XRP_ADDRESS} (tag 12345)`);
  await expect(row).toContainText('Pending');

  const approved = (await operatorCli(baseURL ?? '', 'withdrawals', 'approve', withdrawal.id)) as {
    status: string;
  };
  expect(approved.status).toBe('approved');
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByText('Your withdrawal of 30 USD was approved.')).toBeVisible();
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('80.00 USD');
});

test('a player cancels a pending withdrawal and gets the amount back', async ({
  page,
  baseURL,
}) => {
  const { name } = await registerThroughApi(page, 'wdc');
  // 25 XRP at 2.2 USD: 55 USD.
  await operatorCli(baseURL ?? '', 'chain', 'send', name, 'xrp', '25');
  const cashier = await openCashier(page, 'withdraw');
  const form = cashier.getByTestId('withdraw-form');
  await form.getByLabel('Amount').fill('60');
  await form.getByLabel('XRP address').fill(XRP_ADDRESS);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByText('This is more than your balance.')).toBeVisible();

  await form.getByLabel('Amount').fill('20');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const row = cashier.getByTestId('withdrawal-row').first();
  await expect(row).toContainText('Pending');
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('35.00 USD');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('55.00 USD');
});
