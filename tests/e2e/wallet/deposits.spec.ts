/**
 * Depositing as a player lives it: M-Pesa asks their phone, shows the payment pending and then
 * received, and the balance grows; a crypto deposit to their own address and destination tag
 * (sent by the sandbox chain through the operator CLI) is credited while they watch, its coins
 * valued in dollars at the coin's price; a cash
 * deposit goes through the provider's hosted checkout page and back. Credited deposits are rows
 * of the history's deposits tab.
 */
import type { Page } from '@playwright/test';
import { registerThroughApi } from '../account/players';
import { expect, navigateInApp, test } from '../fixtures';
import { openCashier, operatorCli } from './wallet-support';

test.slow();

/** The credited deposit is also a row of the history's deposits tab. */
async function expectDepositInHistory(page: Page, amount: string, code: string) {
  await navigateInApp(page, '/?modal=history&tab=deposits');
  const dialog = page.getByRole('dialog', { name: 'History' });
  const row = dialog.getByTestId('history-row').first();
  await expect(row).toContainText('Deposit', { timeout: 20_000 });
  await expect(row).toContainText(code);
  await expect(row.getByTestId('history-amount')).toHaveText(amount);
}

test('a player deposits with M-Pesa and sees the payment arrive in their balance', async ({
  page,
}) => {
  await registerThroughApi(page, 'mpesa');
  const cashier = await openCashier(page, 'deposit');
  await cashier.getByTestId('wallet-option-picker').getByText('M-Pesa').click();
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('0.00 USD');

  const form = cashier.getByTestId('mpesa-deposit');
  await form.getByLabel('M-Pesa phone number').fill('0712 345 678');
  await form.getByLabel('Amount').fill('0.2');
  await form.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(form.getByText('The minimum deposit is 0.385 USD')).toBeVisible();

  await form.getByLabel('Amount').fill('50');
  await form.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  // Pending for a few seconds: one look at it, while the sandbox phone waits for the PIN.
  await expect(cashier.getByTestId('mpesa-pending')).toContainText(
    'Check your phone (2547•••••678): enter your M-Pesa PIN to pay 50 USD.',
  );

  // The sandbox phone approves after a few seconds; the panel follows without a reload.
  await expect(cashier.getByTestId('mpesa-confirmed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Deposit received')).toBeVisible();
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('50.00 USD');
  const row = cashier.getByTestId('deposit-row').first();
  await expect(row).toContainText('50 USD');
  await expect(row).toContainText('Credited');
  await expectDepositInHistory(page, '+50.00', 'M-Pesa');
});

test('a crypto deposit to the player’s address and tag is credited while they watch', async ({
  page,
  baseURL,
}) => {
  const { name } = await registerThroughApi(page, 'xrp');
  const cashier = await openCashier(page, 'deposit');
  const address = cashier.getByTestId('deposit-address');
  await expect(address).toHaveValue(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  await expect(cashier.getByTestId('deposit-tag')).toHaveValue(/^\d{8,10}$/);
  await expect(
    cashier.getByRole('img', { name: 'QR code of your XRP deposit address' }),
  ).toBeVisible();
  await expect(cashier.getByText('No deposits yet.')).toBeVisible();
  // The coin's price and the dollar minimum in coins, at the sandbox market's 2.2 USD.
  const facts = cashier.getByTestId('wallet-option-facts');
  await expect(facts).toContainText('1 XRP = 2.2 USD');
  await expect(facts).toContainText('10 USD (4.54545455 XRP)');

  const sent = (await operatorCli(baseURL ?? '', 'chain', 'send', name, 'xrp', '25')) as {
    transfer: { address: string; tag: number };
    deposit: { status: string };
  };
  expect(sent.deposit.status).toBe('confirmed');
  expect(sent.transfer.address).toBe(await address.inputValue());
  expect(String(sent.transfer.tag)).toBe(await cashier.getByTestId('deposit-tag').inputValue());

  await expect(page.getByText('Deposit received')).toBeVisible();
  // 25 XRP at 2.2 USD: the balance holds their 55 dollars.
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('55.00 USD');
  const row = cashier.getByTestId('deposit-row').first();
  await expect(row).toContainText('25 XRP → 55 USD');
  await expect(row).toContainText('Crypto transfer');
  await expect(row).toContainText('Credited');
  await expectDepositInHistory(page, '+55.00', 'XRP');
});

test('a cash deposit goes through the hosted checkout page and back to the cashier', async ({
  page,
}) => {
  await registerThroughApi(page, 'cash');
  const cashier = await openCashier(page, 'deposit');
  await cashier.getByTestId('wallet-option-picker').getByText('Cards, banks and more').click();
  const form = cashier.getByTestId('cash-deposit');
  await form.getByLabel('Amount').fill('25');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  // The provider's page: plain HTML with two buttons, no script (the fixture watches the CSP).
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('25 USD');
  await page.getByRole('button', { name: 'Pay 25 USD' }).click();

  await expect(page).toHaveURL(/modal=cashier&tab=deposit/);
  const back = page.getByRole('dialog', { name: 'Cashier' });
  await expect(back.getByTestId('cashier-deposit')).toBeVisible({ timeout: 20_000 });
  await back.getByTestId('wallet-option-picker').getByText('Cards, banks and more').click();
  await expect(back.getByTestId('option-balance-amount')).toHaveText('25.00 USD');
  const row = back.getByTestId('deposit-row').first();
  await expect(row).toContainText('Card or bank');
  await expect(row).toContainText('Credited');
});
