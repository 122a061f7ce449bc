/**
 * A promo code as a player lives it: the operator creates one, the player types it in any
 * case, proves they are a person with the captcha, and gets the reward; the second try is
 * refused with a message naming the code, and the free play dialog lists the reward.
 */
import type { Page } from '@playwright/test';
import { freshPlayer, registerInUi } from '../account/players';
import { expect, openApp, test } from '../fixtures';
import { createPromoCode } from './operator';

test.slow();

/** After a full page load the dialog's code and catalog come again: slow on a busy machine. */
const DIALOG_LOAD = { timeout: 20_000 };

async function solveCaptcha(page: Page): Promise<void> {
  const captcha = page.getByTestId('promo-captcha');
  await captcha.getByText("I'm not a robot").click();
  await expect(captcha.getByText('Verified')).toBeVisible({ timeout: 20_000 });
}

test('a player redeems a promo code once; the second time is refused', async ({ page }) => {
  const code = await createPromoCode(page.request, '5', 'usdt');
  await openApp(page, '/');
  await registerInUi(page, freshPlayer('promo'));

  await page.goto('/?modal=redeem');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Promo code')).toBeVisible(DIALOG_LOAD);
  await dialog.getByLabel('Promo code').fill(`  ${code.toUpperCase()} `);
  await expect(dialog.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await solveCaptcha(page);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('redeem-success')).toContainText(`Code ${code} redeemed`);
  await expect(dialog.getByTestId('redeem-amount')).toHaveText(
    '$5.00 was added to your USDT balance.',
  );

  await dialog.getByRole('button', { name: 'Redeem another code' }).click();
  await dialog.getByLabel('Promo code').fill(code);
  await solveCaptcha(page);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  const refused = dialog.getByTestId('redeem-error');
  await expect(refused).toContainText(`Code ${code} was not redeemed`);
  await expect(refused).toContainText(`You have already redeemed the promo code "${code}"`);
  // The answer was spent: a new attempt needs the captcha again.
  await expect(dialog.getByRole('button', { name: 'Redeem' })).toBeDisabled();

  await page.goto('/?modal=freePlay');
  await expect(page.getByTestId('promo-rewards')).toContainText(code, DIALOG_LOAD);
  await expect(page.getByTestId('promo-rewards')).toContainText('$5.00');
  const me = await (await page.request.get('/api/account/get')).json();
  expect(me.balances.usdt).toBe(5);
});
