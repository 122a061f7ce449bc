/**
 * A visitor at the dice table (issue 19): they play fun dice, win or lose, and the fun balance
 * moves by what the roll paid; then, on a train with no signal, the installed app opens the
 * table from its caches and fun dice plays on the device, the balance carried over.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { waitForWorker } from '../pwa/worker';

test.use({ serviceWorkers: 'allow' });

/** The fun balance in cents, from "1,000.00 FUN". */
async function funCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('bet-panel-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** Bets the default 1.00 on over 50.50 (pays 2×) and checks the balance moved by the result. */
async function rollOnce(page: Page, rolls: number): Promise<void> {
  const before = await funCents(page);
  await page.getByTestId('dice-bet').click();
  await expect(page.getByTestId('dice-recent').locator('.mantine-Badge-root')).toHaveCount(rolls);
  const last = page.getByTestId('dice-last-roll');
  const roll = Number(await last.textContent());
  const won = roll > 50.5;
  await expect(last).toHaveAttribute('data-won', String(won));
  await expect.poll(() => funCents(page)).toBe(before + (won ? 100 : -100));
}

test('a visitor plays fun dice, then again offline in the installed app', async ({
  page,
  context,
}) => {
  await openApp(page, '/dice');
  await waitForWorker(page);
  await expect(page.getByTestId('fun-mode-badge')).toBeVisible();
  await expect(page.getByTestId('bet-panel-balance')).toHaveText('1,000.00 FUN');
  // The game comes first on the page, the rules and odds below it.
  const table = page.getByTestId('dice-table');
  const hero = page.getByTestId('house-game-page-dice').locator('h1').first();
  expect((await table.boundingBox())?.y ?? 1e9).toBeLessThan((await hero.boundingBox())?.y ?? 0);

  await rollOnce(page, 1);
  await rollOnce(page, 2);
  const online = await funCents(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('dice-table')).toBeVisible();
  expect(await funCents(page)).toBe(online);
  await rollOnce(page, 1);
  await rollOnce(page, 2);
  await context.setOffline(false);
});
