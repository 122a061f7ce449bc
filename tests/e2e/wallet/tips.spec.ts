/**
 * Tipping as players live it: Amina, funded by the operator, tips Baraka from the cashier's
 * tip tab after confirming who gets how much; both see their balances change and the tip
 * announced in chat. Then Baraka mutes her from her profile, and her next tip is refused.
 */

import { freshPlayer, registerInUi } from '../account/players';
import { expect, openApp, test } from '../fixtures';
import { fundPlayer } from './operator';

test.slow();

/** After a full page load the dialog's code and catalog come again: slow on a busy machine. */
const DIALOG_LOAD = { timeout: 20_000 };

test('one player tips another, both see their balances change, and a mute stops the next tip', async ({
  page,
  browser,
  baseURL,
}) => {
  const amina = freshPlayer('amina');
  const baraka = freshPlayer('baraka');

  const recipient = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  await openApp(recipient, '/');
  await registerInUi(recipient, baraka);

  await openApp(page, '/');
  await registerInUi(page, amina);
  await fundPlayer(page.request, amina.name, 'xrp', '10');

  await page.goto('/?modal=cashier&tab=tip');
  const tip = page.getByTestId('cashier-tip');
  await expect(tip.getByTestId('tip-balance')).toHaveText('Your XRP balance: $10.00', DIALOG_LOAD);
  await tip.getByLabel("Player's username").fill(baraka.name.toUpperCase());
  await tip.getByLabel('Amount').fill('12');
  await tip.getByRole('button', { name: 'Continue' }).click();
  await expect(tip.getByText('The amount is more than your balance.')).toBeVisible();

  await tip.getByLabel('Amount').fill('2.5');
  await tip.getByRole('button', { name: 'Continue' }).click();
  await expect(tip.getByTestId('tip-confirm')).toContainText(
    `Send $2.50 to ${baraka.name.toUpperCase()}?`,
  );
  await expect(tip.getByTestId('tip-confirm')).toContainText('From your XRP balance.');
  await tip.getByRole('button', { name: 'Send tip' }).click();

  await expect(page.getByText(`You sent $2.50 to ${baraka.name}.`)).toBeVisible();
  await expect(tip.getByTestId('tip-balance')).toHaveText('Your XRP balance: $7.50');

  // A public tip is announced in the chat of everyone online, the sender's and the recipient's.
  for (const reader of [page, recipient]) {
    const line = reader.getByTestId('chat-message').filter({ hasText: amina.name });
    await expect(line).toContainText(`tipped ${baraka.name} $2.50`);
  }

  await recipient.goto('/?modal=cashier&tab=tip');
  await expect(recipient.getByTestId('tip-balance')).toHaveText(
    'Your XRP balance: $2.50',
    DIALOG_LOAD,
  );

  // Baraka mutes Amina from her profile: her next tip is refused and nothing moves.
  await recipient.goto(`/?modal=profile&user=${amina.name}`);
  await recipient.getByTestId('profile-mute').click();
  await expect(recipient.getByText(`You muted ${amina.name}.`)).toBeVisible();
  await expect(recipient.getByTestId('profile-mute')).toHaveText('Unmute');
  await recipient.close();

  await tip.getByLabel("Player's username").fill(baraka.name);
  await tip.getByLabel('Amount').fill('1');
  await tip.getByRole('button', { name: 'Continue' }).click();
  await tip.getByRole('button', { name: 'Send tip' }).click();
  await expect(tip.getByRole('alert')).toHaveText(`${baraka.name} does not accept tips from you`);
  await tip.getByRole('button', { name: 'Back' }).click();
  await expect(tip.getByTestId('tip-balance')).toHaveText('Your XRP balance: $7.50');
});
