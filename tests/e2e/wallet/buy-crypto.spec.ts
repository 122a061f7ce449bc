/**
 * Buying crypto with a card as a player lives it: they pick XRP and a dollar amount in the
 * cashier's Buy crypto tab and see the partner's fee and the coins it comes to; the partner's
 * hosted card page declines a card ending 0002 (the purchase is listed as failed, nothing
 * arrives), then charges 4242…: the coins travel on the sandbox chain to the player's own
 * deposit address and their XRP balance rises by the coins' dollar value.
 */
import type { Page } from '@playwright/test';
import { registerThroughApi } from '../account/players';
import { expect, test } from '../fixtures';
import { openCashier } from './wallet-support';

test.slow();

/** On the partner's page: type the card and pay; back in the cashier's buy tab after. */
async function payOnPartnerPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/onramp\/or_/);
  await expect(page.getByTestId('onramp-pay')).toHaveText('50 USD');
  await expect(page.getByTestId('onramp-fee')).toHaveText('1.75 USD');
  await expect(page.getByTestId('onramp-coins')).toHaveText('21.93181818 XRP');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay 50 USD' }).click();
  await expect(page).toHaveURL(/modal=cashier&tab=buy/);
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByTestId('cashier-buy')).toBeVisible({ timeout: 20_000 });
  return cashier;
}

async function startPurchase(page: Page) {
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  const form = cashier.getByTestId('buy-form');
  await form.getByLabel('Amount').fill('10');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Buy between 20 and 2,000 USD of crypto at a time')).toBeVisible();
  await form.getByLabel('Amount').fill('50');
  // At the sandbox market's 2.2 USD: 3.5 % fee, 48.25 USD of XRP.
  await expect(form.getByTestId('buy-quote')).toHaveText(
    'Partner fee 1.75 USD. You receive 21.93181818 XRP at 2.2 USD per XRP, credited to your balance at its dollar value once the network confirms it.',
  );
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

test('a player buys XRP with a card and sees their balance rise by its dollar value', async ({
  page,
}) => {
  await registerThroughApi(page, 'buyer');
  let cashier = await openCashier(page, 'buy');
  await expect(cashier.getByText('No purchases yet.')).toBeVisible();

  await startPurchase(page);
  cashier = await payOnPartnerPage(page, '4000 0000 0000 0002');
  const declined = cashier.getByTestId('onramp-order').first();
  await expect(declined).toContainText('50 USD → 21.93181818 XRP');
  await expect(declined).toContainText('Failed');
  await expect(declined).toContainText('Your card was declined');

  await startPurchase(page);
  cashier = await payOnPartnerPage(page, '4242 4242 4242 4242');
  const bought = cashier.getByTestId('onramp-order').first();
  await expect(bought).toContainText('Completed');

  // The coins arrived on chain at the player's address: 21.93181818 XRP × 2.2 USD, rounded down.
  await cashier.getByRole('tab', { name: 'Deposit' }).click();
  await expect(cashier.getByTestId('option-balance-amount')).toHaveText('48.24999999 USD');
  const deposit = cashier.getByTestId('deposit-row').first();
  await expect(deposit).toContainText('21.93181818 XRP → 48.24999999 USD');
  await expect(deposit).toContainText('Credited');
});
