/**
 * The wallet history and deposit bonuses as a player lives them: money the operator credits
 * shows in the history's 'All' tab, sorts on the server, an empty tab says 'No results found',
 * and a row opens its details; a deposit bonus is claimed (waiting for a deposit) and then
 * forfeited after the confirmation.
 */
import type { Page } from '@playwright/test';
import { freshPlayer, registerInUi } from '../account/players';
import { expect, navigateInApp, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import { fundPlayer } from './operator';

async function openHistory(page: Page, tab: string) {
  await navigateInApp(page, `/?modal=history&tab=${tab}`);
  const dialog = page.getByRole('dialog', { name: 'History' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('credited money shows in the history, sorts, and opens its details', async ({ page }) => {
  test.slow();
  const player = freshPlayer('hist');
  await openApp(page, '/');
  await registerInUi(page, player);
  await fundPlayer(page.request, player.name, 'usdt', '25.5', 'Welcome gift from e2e');
  await fundPlayer(page.request, player.name, 'usdt', '-3', 'Correction from e2e');

  const dialog = await openHistory(page, 'all');
  const rows = dialog.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the correction, then the gift.
  await expect(rows.nth(0)).toContainText('Admin modify');
  await expect(rows.nth(0).getByTestId('history-amount')).toHaveText('-3.00');
  await expect(rows.nth(1).getByTestId('history-amount')).toHaveText('+25.50');
  await expect(rows.nth(1)).toContainText('USDT');

  // Sorting is the server's: largest amount first, then smallest first.
  await dialog.getByTestId('history-sort-amount').getByRole('button').click();
  await expect(dialog.getByTestId('history-sort-amount')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.nth(0).getByTestId('history-amount')).toHaveText('+25.50');
  await dialog.getByTestId('history-sort-amount').getByRole('button').click();
  await expect(rows.nth(0).getByTestId('history-amount')).toHaveText('-3.00');

  // The expanded view adds the reference.
  await dialog.getByRole('switch', { name: 'Show all columns' }).check({ force: true });
  await expect(dialog.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
  await expect(dialog.getByText('Welcome gift from e2e')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(dialog.getByTestId('history-table-withdrawals')).toContainText('No results found');
  await expect(dialog.getByTestId('history-row')).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'All' }).click();
  await dialog
    .getByTestId('history-row')
    .filter({ hasText: '+25.50' })
    .getByRole('button', { name: 'Admin modify' })
    .click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(details.getByTestId('history-details')).toBeVisible();
  // The address carries the row as the spec's link writes it: ?row=12, not quoted.
  const entryId = new URL(page.url()).searchParams.get('row');
  expect(entryId).toMatch(/^\d+$/);
  expect(new URL(page.url()).searchParams.get('modal')).toBe('historyDetails');
  await expect(details.getByTestId('history-details-type')).toHaveText('Admin modify');
  await expect(details.getByTestId('history-details-amount')).toHaveText('+25.50 USDT');
  await expect(details).toContainText('Welcome gift from e2e');
  await expect(details.getByTestId('history-details-leg')).toHaveText([
    /Adjustments\s*-25\.50/,
    /You\s*\+25\.50/,
  ]);

  await details.getByRole('button', { name: 'Back to history' }).click();
  await expect(
    page.getByRole('dialog', { name: 'History' }).getByTestId('history-row'),
  ).toHaveCount(2);

  // The details link as the spec writes it opens the same entry; someone else's does not.
  await navigateInApp(page, `/?modal=historyDetails&tabKey=all&row=${entryId}`);
  await expect(details.getByTestId('history-details-amount')).toHaveText('+25.50 USDT');
  await navigateInApp(page, '/?modal=historyDetails&tabKey=all&row=1');
  await expect(details.getByTestId('history-details-missing')).toBeVisible();
});

test('a deposit bonus is claimed, waits for a deposit, and is forfeited after confirming', async ({
  page,
}) => {
  test.slow();
  const offerName = `E2E welcome ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/operator/bonuses', {
    headers: operatorHeaders(),
    data: {
      kind: 'fixed',
      name: offerName,
      minDeposit: '10',
      fixedAmount: '5',
      wagerMultiple: 30,
      expiryHours: 168,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const player = freshPlayer('bonus');
  await openApp(page, '/');
  await registerInUi(page, player);
  const dialog = await openHistory(page, 'bonuses');
  const section = dialog.getByTestId('deposit-bonus-section');
  const offer = section.getByTestId('bonus-offer').filter({ hasText: offerName });
  await expect(offer).toContainText('5.00 when you deposit at least 10.00.');
  await expect(offer).toContainText('Wager 30× the bonus before withdrawing.');
  await offer.getByRole('button', { name: 'Claim bonus' }).click();

  const bonus = section.getByTestId('player-bonus');
  await expect(bonus.getByTestId('bonus-state')).toHaveText('Waiting for deposit');
  await expect(bonus).toContainText(offerName);
  await expect(bonus).toContainText('Deposit at least 10.00 to receive this bonus.');
  await expect(offer).toHaveCount(0);

  await bonus.getByRole('button', { name: 'Forfeit bonus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Forfeit bonus' });
  await expect(confirm).toContainText('nothing is removed from your balance');
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(bonus.getByTestId('bonus-state')).toHaveText('Waiting for deposit');

  await bonus.getByRole('button', { name: 'Forfeit bonus' }).click();
  await page
    .getByRole('dialog', { name: 'Forfeit bonus' })
    .getByRole('button', { name: 'Yes, forfeit' })
    .click();
  await expect(bonus.getByTestId('bonus-state')).toHaveText('Forfeited');
  await expect(bonus).toContainText('You forfeited this bonus.');
  await expect(bonus.getByRole('button', { name: 'Forfeit bonus' })).toHaveCount(0);
  // Each offer once: it is not offered again.
  await expect(section.getByTestId('bonus-offer').filter({ hasText: offerName })).toHaveCount(0);
  await expect(dialog.getByTestId('history-table-bonuses')).toContainText('No results found');
});
