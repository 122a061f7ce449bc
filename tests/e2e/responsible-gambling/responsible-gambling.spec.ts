/**
 * Responsible gambling as a player lives it: sets a daily deposit limit and sees it in force,
 * raises it and sees the increase waiting for its 24 hours; takes a 24-hour break with their
 * password, sees the break banner, and has a deposit refused in clear words; turns on the
 * reality check and, 15 minutes of play later (the page clock fast-forwarded), is shown the
 * session time and net result, and carries on.
 */
import { registerThroughApi } from '../account/players';
import { expect, openApp, scrollToPageEnd, test } from '../fixtures';

test.slow();

test('deposit limit, a pending increase, and a break that refuses deposits', async ({ page }) => {
  const player = await registerThroughApi(page, 'rg');
  await openApp(page, '/account-settings?page=responsible-gambling');
  await expect(page.getByRole('tab', { name: 'Responsible gambling' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const deposits = page.getByTestId('limits-deposit');
  const daily = deposits.getByRole('textbox', { name: 'Per 24 hours' });
  await daily.fill('100');
  await deposits.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your limits apply now.')).toBeVisible();
  await expect(deposits).toContainText('Limit $100.00 · used $0.00');

  await daily.fill('250');
  await deposits.getByRole('button', { name: 'Save' }).click();
  // Still $100 in force; the increase waits 24 hours.
  await expect(deposits).toContainText(/Limit \$100\.00 · used \$0\.00 · Rises to \$250\.00 on /);
  await page.reload();
  // The tab's panel loads with it (its own chunk, then the status): give a busy machine time.
  await expect(page.getByTestId('limits-deposit')).toContainText('Rises to $250.00 on', {
    timeout: 20_000,
  });

  const breakCard = page.getByTestId('take-a-break');
  await expect(breakCard.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await breakCard.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a break for 24 hours?' });
  const start = confirm.getByRole('button', { name: 'Start my break' });
  await expect(start).toBeDisabled();
  await confirm.getByLabel('Current password').fill('not my password');
  await confirm.getByRole('checkbox').check();
  await start.click();
  await expect(confirm.getByRole('alert')).toContainText('Invalid username or password');
  await confirm.getByLabel('Current password').fill(player.password);
  await start.click();
  await expect(confirm).toHaveCount(0);

  const banner = page.getByTestId('exclusion-banner');
  await expect(banner).toContainText('You are on a break until');
  await expect(banner).toContainText('You can still sign in, see your history and withdraw');

  // A deposit now, as the cashier asks the server before sending the player to pay.
  const refusal = await page.evaluate(async () => {
    const response = await fetch('/api/responsible-gambling/check?action=deposit&amount=20');
    return { status: response.status, body: await response.json() };
  });
  expect(refusal.status).toBe(403);
  expect(refusal.body.error.code).toBe(1013);
  expect(refusal.body.error.message).toMatch(
    /^You are taking a break until \d{4}-\d\d-\d\d \d\d:\d\d UTC: you can sign in and withdraw, but not deposit, bet, tip or join rain\.$/,
  );

  // The break survives a reload.
  await page.reload();
  await expect(page.getByTestId('exclusion-banner')).toContainText('You are on a break until', {
    timeout: 20_000,
  });
});

test('the reality check shows session time and net result, and Continue carries on', async ({
  page,
}) => {
  await page.clock.install();
  await registerThroughApi(page, 'rg');
  await openApp(page, '/account-settings?page=responsible-gambling');

  const setting = page.getByTestId('reality-check-setting');
  await setting.getByRole('combobox', { name: 'Remind me' }).click();
  await page.getByRole('option', { name: 'Every 15 minutes' }).click();
  await expect(page.getByText('Reality check every 15 minutes.')).toBeVisible();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  await page.clock.fastForward('14:00');
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
  await page.clock.fastForward('01:05');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-duration')).toHaveText('15 min');
  await expect(check.getByTestId('reality-check-net')).toHaveText('$0.00');
  await expect(check.getByRole('button', { name: 'Stop playing' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'View history' })).toBeVisible();

  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toHaveCount(0);

  // The next one comes a full interval after the answer, and survives a reload.
  await page.clock.fastForward('10:00');
  await expect(check).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.clock.fastForward('05:10');
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
  await expect(page.getByTestId('reality-check-duration')).toHaveText('30 min');
});

test('a visitor, or a player without the reality check, never downloads its code', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/responsible-gambling-[^/]*\.js$/.test(request.url())) loaded.push(request.url());
  });
  await openApp(page, '/');
  // The footer is deferred like the reality check: once it is up, so would the check's code be.
  await scrollToPageEnd(page);
  await expect(page.getByTestId('site-footer')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);

  await registerThroughApi(page, 'rg');
  await openApp(page, '/');
  await expect(page.getByTestId('top-bar-balance')).toBeVisible({ timeout: 20_000 });
  await scrollToPageEnd(page);
  await expect(page.getByTestId('site-footer')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
});
